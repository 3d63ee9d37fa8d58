"use client";

import { useCallback, useEffect, useState } from "react";

const KEY = "wordhall.omw.muted";

/** Whether the player muted the timer's music; remembered in this browser. */
export function useMuted(): [boolean, () => void] {
  const [muted, setMuted] = useState(false);
  // Read after mounting: the server render has no storage, and must match the first paint.
  useEffect(() => {
    try {
      setMuted(localStorage.getItem(KEY) === "1");
    } catch {
      // Storage can be blocked (private modes); the default stands.
    }
  }, []);
  const toggle = useCallback(() => {
    setMuted((m) => {
      try {
        localStorage.setItem(KEY, m ? "0" : "1");
      } catch {
        // Not remembered, but still toggled for this visit.
      }
      return !m;
    });
  }, []);
  return [muted, toggle];
}
