"use client";

import { useEffect } from "react";

/**
 * Fetches chunks a table will need only later (the end's panels) a while after it has opened,
 * so the table's start-up doesn't carry them and the game's end doesn't wait on them: by then
 * they are in, and the end is drawn with the step that ends the game. The loaders are the
 * same functions the `next/dynamic` wrappers call, so each module is fetched once.
 */
export function useFetchLater(loaders: readonly (() => Promise<unknown>)[], afterMs = FETCH_LATER_MS): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      // A failed fetch is tried again by next/dynamic when the panel is drawn.
      for (const load of loaders) load().catch(() => undefined);
    }, afterMs);
    return () => clearTimeout(timer);
  }, [loaders, afterMs]);
}

/** Long after a room's start-up, and long before any game can end from its first screen. */
export const FETCH_LATER_MS = 8_000;
