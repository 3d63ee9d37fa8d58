"use client";

import { useEffect, useRef, useState } from "react";
import { Appearing, floatAway, motion } from "../live/motion";
import { money } from "./types";

/**
 * "+$36" or "−$16" rising from a player's money for a moment after it changes (a sale, a
 * buy), so the change is seen, not only the new sum. Decorative: the sum beside it is what
 * is read; nothing shows on the first render (a page opened mid-game, drawn on the server).
 */
export function MoneyChange({ amount }: { readonly amount: number }) {
  const last = useRef(amount);
  const [change, setChange] = useState<{ readonly id: number; readonly delta: number } | null>(null);
  useEffect(() => {
    const delta = amount - last.current;
    last.current = amount;
    if (delta === 0) return;
    setChange((shown) => ({ id: (shown?.id ?? 0) + 1, delta }));
    const timer = setTimeout(() => setChange(null), 1_800);
    return () => clearTimeout(timer);
  }, [amount]);
  return (
    <span aria-hidden="true" className="pointer-events-none absolute -top-3 right-0">
      <Appearing>
        {change ? (
          <motion.span
            key={change.id}
            {...floatAway}
            className={`block rounded-full px-1.5 text-xs font-bold whitespace-nowrap tabular-nums shadow-sm ${
              change.delta > 0 ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"
            }`}
          >
            {change.delta > 0 ? "+" : "−"}
            {money(Math.abs(change.delta))}
          </motion.span>
        ) : null}
      </Appearing>
    </span>
  );
}
