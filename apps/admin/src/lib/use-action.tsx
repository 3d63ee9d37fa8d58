"use client";

import { useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useCallback, useState } from "react";

export type Outcome =
  | { readonly kind: "done"; readonly message: string }
  | { readonly kind: "conflict"; readonly message: string }
  | { readonly kind: "error"; readonly message: string };

/** The tRPC error code of a failed call (CONFLICT, FORBIDDEN, …), if it is one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

/**
 * Runs moderators' actions one at a time and remembers how the last one went. A CONFLICT
 * (someone else acted first) always becomes the page's message; another failure does too,
 * unless `rethrow` hands it back to the dialog that asked, to show next to its fields.
 * Resolves to whether it worked. Afterwards every cached query is refreshed: an action can change the queue, the overview
 * and the audit log.
 */
export function useAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = useCallback(
    async (
      action: () => Promise<unknown>,
      doneMessage: string,
      options: { onDone?: () => void; rethrow?: boolean } = {},
    ): Promise<boolean> => {
      setBusy(true);
      setOutcome(null);
      try {
        await action();
        setOutcome({ kind: "done", message: doneMessage });
        options.onDone?.();
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (errorCode(error) === "CONFLICT") {
          setOutcome({ kind: "conflict", message });
          return false;
        }
        if (options.rethrow) throw error;
        setOutcome({ kind: "error", message });
        return false;
      } finally {
        setBusy(false);
        await queryClient.invalidateQueries();
      }
    },
    [queryClient],
  );

  return { busy, outcome, run, clear: () => setOutcome(null) };
}

/** Where an action's result is announced (a live region, so screen readers hear it). */
export function OutcomeMessage({
  outcome,
  conflictLead = "Someone else got there first.",
}: {
  outcome: Outcome | null;
  /** The words before the server's own message when someone else acted first. */
  conflictLead?: string;
}) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {outcome ? (
        <p
          role={outcome.kind === "done" ? "status" : "alert"}
          className={`rounded-md px-3 py-2 text-sm ${
            outcome.kind === "done"
              ? "bg-emerald-50 text-emerald-900"
              : outcome.kind === "conflict"
                ? "border border-amber-400 bg-amber-50 text-amber-950"
                : "bg-red-50 text-red-800"
          }`}
        >
          {outcome.kind === "conflict" ? <strong>{conflictLead} </strong> : null}
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
