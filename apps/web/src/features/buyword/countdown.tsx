"use client";

import { useEffect, useState } from "react";

/** The time left for the current decision, when the room set a limit for it (BW-14). */
export function Countdown({ deadline, label }: { deadline: number | null; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const urgent = left <= 10;
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  return (
    <span
      role="timer"
      aria-label={`${label}: ${left} seconds left`}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-mono text-sm font-semibold tabular-nums ${
        urgent ? "bg-red-100 text-red-800" : "bg-stone-200 text-stone-800"
      }`}
    >
      <span aria-hidden="true">⏱</span>
      {text}
    </span>
  );
}
