"use client";

import { motion, turnOver } from "../live/motion";

const FACE_UP =
  "grid size-7 shrink-0 place-items-center rounded-full border-2 border-rose-800 bg-rose-100 text-sm font-bold text-rose-900";
const FACE_DOWN =
  "size-7 shrink-0 rounded-full border-2 border-stone-600 bg-[repeating-linear-gradient(45deg,#57534e_0_3px,#78716c_3px_6px)]";

/**
 * A bad-luck token: face down (its worth hidden, OMW-19) or face up with its worth. A face-up
 * token turns over as it appears (after `delay` seconds): one of your own as you take it,
 * everyone's at the end. Its words are the list's (an aria-label around the tokens).
 */
export function TokenDisc({ value, delay = 0 }: { readonly value: number | null; readonly delay?: number }) {
  if (value === null) return <span className={FACE_DOWN} />;
  return (
    <motion.span {...turnOver(delay)} className={FACE_UP}>
      {value}
    </motion.span>
  );
}
