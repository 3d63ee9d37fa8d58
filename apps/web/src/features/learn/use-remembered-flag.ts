"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * A yes/no remembered in this browser under `key` (the guide skipped, the offer dismissed).
 * `null` until read after mounting, since the server render has no storage: a caller shows
 * nothing that depends on it until then, so nothing flashes.
 */
export function useRememberedFlag(key: string): [set: boolean | null, change: (on: boolean) => void] {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    try {
      setOn(localStorage.getItem(key) === "1");
    } catch {
      setOn(false); // storage blocked (private modes): never set
    }
  }, [key]);
  const change = useCallback(
    (next: boolean) => {
      setOn(next);
      try {
        if (next) localStorage.setItem(key, "1");
        else localStorage.removeItem(key);
      } catch {
        // Not remembered, but still changed for this visit.
      }
    },
    [key],
  );
  return [on, change];
}
