"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { attempt } from "~/lib/attempt";
import { errorMessage } from "~/lib/error-message";

/** A file name that sorts by date and says what it holds: wordhall-buyword-2026-11-30-1a2b3c4d.json */
export function recordFileName(kind: string, at: number, gameId: string): string {
  const day = new Date(at).toISOString().slice(0, 10);
  return `wordhall-${kind}-${day}-${gameId.slice(0, 8)}.json`;
}

/**
 * Fetches a finished game's record (docs/game-records.md) and saves it as a .json file; the
 * same file opens in the replay viewer and in `pnpm replay`.
 */
export function DownloadRecordButton({
  gameId,
  kind,
  at,
  label,
}: {
  readonly gameId: string;
  readonly kind: string;
  readonly at: number;
  /** Names the game for screen readers, since a history lists many of these buttons. */
  readonly label: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    const fetched = await attempt(() => queryClient.fetchQuery(trpc.games.record.queryOptions({ gameId })));
    if (fetched.ok) {
      const record = fetched.value;
      const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = recordFileName(kind, at, gameId);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the URL is released.
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } else {
      setError(errorMessage(fetched.error));
    }
    setBusy(false);
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        busyLabel="Preparing…"
        onClick={() => void download()}
      >
        Download record <span className="sr-only">of {label}</span>
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
