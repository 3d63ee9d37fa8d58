import { count } from "@wordhall/ui";
import type { BuywordView } from "./types";

type Face = NonNullable<BuywordView["die"]>;

// Where a real die has its pips, on a 3 × 3 grid (0 = top left, 8 = bottom right). BuyWord's
// die has the faces 2, 3, 4, 5 and "choice" (BW-5).
const CELLS = ["tl", "tc", "tr", "ml", "c", "mr", "bl", "bc", "br"] as const;
const PIPS: Record<Exclude<Face, "choice">, readonly number[]> = {
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
};

/** What the die says, in words: its label for screen readers. */
export function dieWords(face: Face | null, chosen: number | null): string {
  if (face === null) return "not rolled yet";
  if (face === "choice")
    return chosen === null ? "choice (the leader picks)" : `choice: ${count(chosen, "tile")}`;
  return `${count(face, "tile")} each`;
}

/**
 * The round's die as a die: pips for a number, a star for "choice" (with the size the
 * leader chose once chosen). The round status tumbles each new roll in (rollIn).
 */
export function Die({ face, count }: { readonly face: Face | null; readonly count: number | null }) {
  return (
    <span
      role="img"
      aria-label={`Die: ${dieWords(face, count)}`}
      data-testid="bw-die"
      data-face={face ?? ""}
      className="relative inline-grid size-9 shrink-0 grid-cols-3 grid-rows-3 gap-px rounded-lg border-2 border-stone-800 bg-white p-1 shadow-[0_2px_0_#292524]"
    >
      {face === null ? null : face === "choice" ? (
        <span className="col-span-3 row-span-3 flex items-center justify-center text-lg leading-none text-buyword-800">
          ★
        </span>
      ) : (
        CELLS.map((cell, at) => (
          <span key={cell} className="flex items-center justify-center">
            {PIPS[face].includes(at) ? <span className="size-1.5 rounded-full bg-stone-900" /> : null}
          </span>
        ))
      )}
      {face === "choice" && count !== null ? (
        <span className="absolute -right-2 -bottom-2 flex size-5 items-center justify-center rounded-full bg-buyword-700 text-[0.7rem] font-bold text-white">
          {count}
        </span>
      ) : null}
    </span>
  );
}
