"use client";

import { useTRPCClient } from "@wordhall/client";
import { Button } from "@wordhall/ui/kit";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GAME_NAME, type GameKind } from "~/components/game-names";
import { errorMessage } from "~/lib/error-message";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Starts a guided first game on the server (rooms.playNow with guided: a real game against
 * easy bots, from the curated seed) and opens its table. Signed-in players only.
 */
export function StartGuidedGame({
  kind,
  label,
  className,
}: {
  readonly kind: GameKind;
  readonly label?: string;
  readonly className?: string;
}) {
  const client = useTRPCClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  async function start() {
    setError(null);
    setPending(true);
    try {
      const { roomId } = await client.rooms.playNow.mutate({ kind, guided: true });
      router.push(`/rooms/${roomId}`);
    } catch (e) {
      setError(errorMessage(e));
      setPending(false);
    }
  }
  return (
    <div className="space-y-2">
      <Button
        // Drawn on the server (the landing page's and the lobby's offer): a press before the
        // page's scripts would do nothing.
        disabled={!hydrated}
        busy={pending}
        busyLabel="Setting up your first game…"
        onClick={() => void start()}
        className={className}
      >
        {label ?? `Learn ${GAME_NAME[kind]} by playing`}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
