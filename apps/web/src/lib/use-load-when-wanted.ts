"use client";

import { useRef, useState } from "react";

/**
 * A chunk fetched the first time someone means to use what it holds (`want`: the pointer came
 * over it, it got the focus), and what it gave once in (`loaded`, null until then). A failed
 * fetch (offline, say) lets the next `want` ask again. `load` lives at a module's level: the
 * React Compiler does not compile a component that holds an import().
 */
export function useLoadWhenWanted<T>(load: () => Promise<T>): {
  readonly loaded: T | null;
  readonly want: () => void;
} {
  // Boxed: a component kept as state would be taken for an updater function.
  const [loaded, setLoaded] = useState<{ readonly value: T } | null>(null);
  const asked = useRef(false);
  const want = () => {
    if (asked.current) return;
    asked.current = true;
    load().then(
      (value) => setLoaded({ value }),
      () => {
        asked.current = false;
      },
    );
  };
  return { loaded: loaded?.value ?? null, want };
}
