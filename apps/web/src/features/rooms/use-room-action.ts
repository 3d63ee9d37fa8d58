"use client";

import { useState } from "react";
import { attempt } from "~/lib/attempt";

/**
 * Runs one room action at a time and keeps its error for display. The room itself updates
 * through the live feed, so a successful action needs no local bookkeeping.
 */
export function useRoomAction() {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function run(name: string, action: () => Promise<unknown>): Promise<boolean> {
    setPending(name);
    setError(null);
    const outcome = await attempt(action);
    if (!outcome.ok) setError(outcome.error);
    setPending(null);
    return outcome.ok;
  }

  return { pending, error, run, clearError: () => setError(null) };
}
