"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Keeps the space its content took while `hold` is true, so what comes after it doesn't
 * move: open claims settle while the bag holder picks a category on the board, and the
 * board jumping up under the pointer made them click the wrong one. When `hold` ends the
 * space goes back to the content's own height. A change of `layout` (the table switching
 * between its phone and wide forms) starts the reservation over: a height kept from the
 * other layout would leave a gap for nothing.
 */
export function ReservedSpace({
  hold,
  layout,
  className,
  children,
}: {
  readonly hold: boolean;
  readonly layout?: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const inner = useRef<HTMLDivElement>(null);
  const [reserved, setReserved] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout starts the reservation over
  useEffect(() => {
    setReserved(0);
    if (!hold) return;
    const el = inner.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => setReserved((r) => Math.max(r, el.offsetHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [hold, layout]);
  const empty = children === null || children === false;
  return (
    <div
      className={className}
      // Nothing to show and nothing held: no box at all (no gap in the grid either).
      hidden={empty && reserved === 0}
      style={reserved > 0 ? { minHeight: reserved } : undefined}
      data-testid="omw-claims-space"
    >
      <div ref={inner}>{children}</div>
    </div>
  );
}
