import type { Decided } from "./decisions";
import type { Reading } from "./reading";
import { discardsAtEnd, nextSale } from "./sale-choice";

/**
 * BW-9 to BW-13: one step of its selling turn: the next word (sale-choice.ts), or the end of
 * the turn with the letters it lets go down to the hand limit.
 */
export function sellingMove(r: Reading): Decided {
  const sale = nextSale(r.hand, r);
  if (sale !== null) {
    return {
      action: { type: "sell", tiles: sale.tiles.map((t) => t.id), wildAs: sale.wildAs, at: sale.at },
      effort: "sell",
    };
  }
  return { action: { type: "endTurn", discard: discardsAtEnd(r.hand, r) }, effort: "quick" };
}

/**
 * BW-22: a theme vote on someone else's sale. It cannot tell what fits a theme better than
 * the table can, so it is generous, as Oh My Word's rulebook asks: the word fits.
 */
export function voteMove(): Decided {
  return { action: { type: "vote", fits: true }, effort: "weigh" };
}
