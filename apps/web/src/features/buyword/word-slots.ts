import type { BuywordTileView } from "./types";

// The word being built: hand tiles in word order, a wild carrying the letter it stands for
// (empty until the player says). Pure, so typing and dragging share one tested model.

export type Slot = { readonly tile: BuywordTileView; readonly letter: string };

const isWild = (t: BuywordTileView) => t.letter === "*";

export const slotWord = (slots: readonly Slot[]) => slots.map((s) => s.letter || "?").join("");

export const wildSlot = (slots: readonly Slot[]) => slots.find((s) => isWild(s.tile)) ?? null;

/**
 * The slots for a typed word: the prefix the player kept stays on the same tiles; each new
 * letter takes the dearest unused tile with that letter (a word fetches the square of its
 * pips), else the one wild a word may hold. `missing` is the first letter that found no tile.
 */
export function typeWord(
  hand: readonly BuywordTileView[],
  current: readonly Slot[],
  text: string,
): { slots: Slot[]; missing: string | null } {
  const letters = text.toUpperCase().replace(/[^A-Z]/g, "");
  let keep = 0;
  while (keep < current.length && keep < letters.length && current[keep]?.letter === letters[keep]) keep++;
  const slots = current.slice(0, keep);
  for (const letter of letters.slice(keep)) {
    const used = new Set(slots.map((s) => s.tile.id));
    const tile =
      hand.filter((t) => !used.has(t.id) && t.letter === letter).sort((a, b) => b.pips - a.pips)[0] ??
      (wildSlot(slots) === null ? hand.find((t) => !used.has(t.id) && isWild(t)) : undefined);
    if (!tile) return { slots, missing: letter };
    slots.push({ tile, letter });
  }
  return { slots, missing: null };
}

/** Puts a hand tile into the word at `index` (the end by default); a wild waits for its letter. */
export function insertTile(slots: readonly Slot[], tile: BuywordTileView, index = slots.length): Slot[] {
  const rest = slots.filter((s) => s.tile.id !== tile.id);
  if (isWild(tile) && wildSlot(rest) !== null) return [...slots];
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), { tile, letter: isWild(tile) ? "" : tile.letter }, ...rest.slice(at)];
}

export function removeTile(slots: readonly Slot[], tileId: number): Slot[] {
  return slots.filter((s) => s.tile.id !== tileId);
}

export function setWildLetter(slots: readonly Slot[], letter: string): Slot[] {
  const upper = letter
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(-1);
  return slots.map((s) => (isWild(s.tile) ? { ...s, letter: upper } : s));
}

/** Pips of the word: a wild is worth 1 whatever it stands for (BW-11). */
export const slotPips = (slots: readonly Slot[]) => slots.reduce((sum, s) => sum + s.tile.pips, 0);
