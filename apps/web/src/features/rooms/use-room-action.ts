"use client";

import { useState } from "react";

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
    try {
      await action();
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setPending(null);
    }
  }

  return { pending, error, run, clearError: () => setError(null) };
}
