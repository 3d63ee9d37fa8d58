import { count, listWords, money, object, type Person, possessive, subject, their, verb } from "../wording";

// BW-17, BW-18 in words: a swap names both draws and which way the money went, as one
// sentence ("Ana gave B, K and $6 to Ben for E"), for the log and for open offers alike.
// An offer's end (declined, withdrawn) names only who: its draws were named when it was made.

type Letters = readonly { readonly letter: string }[];

/** What one side puts in: its draw's letters (wilds last), then the money it pays. "B, K and $6". */
export function sideOfSwap(tiles: Letters, pays: number): string {
  const parts = tiles.filter((t) => t.letter !== "*").map((t) => t.letter);
  const wilds = tiles.length - parts.length;
  if (wilds > 0) parts.push(wilds === 1 ? "a wild" : count(wilds, "wild"));
  if (pays > 0) parts.push(money(pays));
  return parts.length === 0 ? "nothing" : listWords(parts);
}

/** Tiles alone, as a draw or a pick is named in the log: "B, K and a wild". */
export const tileList = (tiles: Letters): string => sideOfSwap(tiles, 0);

export type Swap = {
  /** Who offered, and the draw they hold. */
  readonly from: Person;
  readonly fromTiles: Letters;
  /** Who was offered it, and their draw. */
  readonly to: Person;
  readonly toTiles: Letters;
  /** As the engine has it: positive, the offerer pays; negative, the other pays. */
  readonly money: number;
};

/** The two sides, each with the money its player pays. */
function sides(s: Swap) {
  return {
    given: sideOfSwap(s.fromTiles, Math.max(s.money, 0)),
    asked: sideOfSwap(s.toTiles, Math.max(-s.money, 0)),
  };
}

/** A swap that happened: "Ana gave B, K and $6 to Ben for E." */
export function swapDone(s: Swap): string {
  const { given, asked } = sides(s);
  return `${subject(s.from)} gave ${given} to ${object(s.to)} for ${asked}.`;
}

/** An open offer: "Ben offers you E for B, K and $6." */
export function swapOffered(s: Swap): string {
  const { given, asked } = sides(s);
  return `${subject(s.from)} ${verb(s.from, "offers")} ${object(s.to)} ${given} for ${asked}.`;
}

/** An offer as the log tells it, once made: "Ana offered Ben B and K for E." */
export function swapOfferMade(s: Swap): string {
  const { given, asked } = sides(s);
  return `${subject(s.from)} offered ${object(s.to)} ${given} for ${asked}.`;
}

type Between = { readonly from: Person; readonly to: Person };

/** "Ben declined Ana's offer.", "You declined Ana's offer.", "Ben declined your offer." */
export function swapDeclined(o: Between): string {
  return `${subject(o.to)} declined ${possessive(o.from, false)} offer.`;
}

/** "Ana withdrew their offer to Ben.", "You withdrew your offer to Ben." */
export function swapWithdrawn(o: Between): string {
  return `${subject(o.from)} withdrew ${their(o.from)} offer to ${object(o.to)}.`;
}
