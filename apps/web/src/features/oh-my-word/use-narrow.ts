"use client";

import { useLayoutEffect, useState } from "react";

/**
 * Whether an element is narrower than `rem` root ems, followed as it resizes: the table asks
 * it of itself to know when it is in its one-column (phone) layout, the same width its CSS
 * container query (`@3xl`) switches at. Pass the element from a callback ref (`ref={setEl}`),
 * so the measure starts when the element appears.
 */
export function useNarrowerThan(element: HTMLElement | null, rem: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setNarrow(element.getBoundingClientRect().width < rem * remPx);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rem]);
  return narrow;
}
