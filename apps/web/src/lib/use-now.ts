import { useEffect, useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The local time, ticking every `everyMs` while `running`. Null on the server and while the
 * page hydrates: a table drawn on the server must hydrate exactly as drawn, and the two
 * clocks never agree, so whatever counts time shows it from the browser's first tick on.
 */
export function useNow(running: boolean, everyMs: number): number | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return hydrated ? now : null;
}
