import type { OmwCategoryView, OmwView } from "@wordhall/engine";
import { termKey } from "@wordhall/words";

export function categoriesOf(view: OmwView): OmwCategoryView[] {
  return view.boards.flatMap((b) => b.categories);
}

export function categoryText(view: OmwView, id: number): string | null {
  for (const board of view.boards) for (const c of board.categories) if (c.id === id) return c.text;
  return null;
}

/** Keys of the terms on the boards: what a room refusing repeats refuses, and what nobody repeats anyway. */
export function termsOnTheBoards(view: OmwView): Set<string> {
  const out = new Set<string>();
  for (const c of categoriesOf(view)) if (c.cover !== null) out.add(termKey(c.cover.term));
  return out;
}

/**
 * What identifies the turn in progress from what the holder sees: it stays the same while
 * they think, whatever others do meanwhile (a vote, a window closing), so what comes to
 * mind this turn does not change each time the game moves.
 */
export function turnIdentity(view: OmwView): string {
  return [
    view.phase,
    view.holder,
    view.turn.letter,
    view.bagCount + view.coveredCount,
    view.reverseTilesAside,
    view.supplyCount,
    view.timer.startedAt,
  ].join("/");
}
