"use client";

import { useTRPCClient } from "@wordhall/client";
import { Button } from "@wordhall/ui/kit";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorMessage } from "~/lib/error-message";

export const LEARN_BUYWORD_PATH = "/learn/buyword";

/**
 * Starts the guided first BuyWord game on the server (rooms.playNow with guided: a real game
 * against one easy bot, from the curated seed) and opens its table. Signed-in players only.
 */
export function StartGuidedGame({
  label = "Learn BuyWord by playing",
  className,
}: {
  readonly label?: string;
  readonly className?: string;
}) {
  const client = useTRPCClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start() {
    setError(null);
    setPending(true);
    try {
      const { roomId } = await client.rooms.playNow.mutate({ kind: "buyword", guided: true });
      router.push(`/rooms/${roomId}`);
    } catch (e) {
      setError(errorMessage(e));
      setPending(false);
    }
  }
  return (
    <div className="space-y-2">
      <Button
        busy={pending}
        busyLabel="Setting up your first game…"
        onClick={() => void start()}
        className={className}
      >
        {label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
