import type { TileView } from "@wordhall/engine";
import { bestSalePlan, findSellableWords, type SellableWord } from "@wordhall/words";
import { crosswordPlacements, type Placement, SALE_STEPS, VALUE_STEPS } from "./crossword";
import type { Reading } from "./reading";
import { type SplitHand, searchHand, searchSplit, without, wordTiles } from "./tiles";
import { bestKeep, tileWorth, type WorthModel } from "./worth";

type At = { readonly row: number; readonly col: number; readonly dir: "across" | "down" };

/** A sale to make now: its tiles (in word order, or in the order they fill the grid), the wild's letter, where. */
export type SaleChoice = {
  readonly word: string;
  readonly tiles: readonly TileView[];
  readonly wildAs: string | null;
  readonly at: At | null;
  readonly price: number;
  /** Its price plus what the tiles left are worth kept: what the choice is weighed by. */
  readonly value: number;
};

type Candidate = Omit<SaleChoice, "value">;

/** Candidates weighed in full per ask: the most promising by a quick estimate. Keeps asks fast. */
const SHORTLIST = 24;
/** A sale plan is searched with at most this many wilds (each word holds one; more only slow it down). */
const PLAN_WILDS = 4;
/**
 * In a themed round with a vote, a word it knows fits the theme counts this share of its price
 * more: the table is likelier to let it through, and a voted-down word earns nothing.
 */
const THEME_BONUS = 0.5;
/** Sales one valuation plays out in a row (a turn rarely sells more). */
const VALUED_SALES = 3;

/**
 * The next sale from this hand, or null to end the turn. With nothing left to build words in,
 * it sells the best sale plan (packages/words), word by word. Otherwise it weighs each sale it
 * notices by its price plus what the tiles it leaves are worth kept for longer words later,
 * under the hand limit (a tile the limit would make it let go is worth nothing), against
 * keeping everything: so it sells a long word now, or tiles it would lose anyway, and keeps a
 * hand that is on its way to something better. In crossword the sales are placements that
 * cross the grid (crossword.ts); the first word of the game starts at the centre.
 */
export function nextSale(hand: readonly TileView[], r: Reading, steps = SALE_STEPS): SaleChoice | null {
  const split = searchSplit(hand);
  if (split.letters.length === 0) return null;
  // The plan's dearest word may be one the table has voted down: then it weighs the others.
  const phase = r.view.phase;
  if (plansSales(r) && !(phase.kind === "sell" && phase.refused.length > 0)) return planSale(split, r);
  return weigh(hand, notRefused(candidatesFor(split, r, steps), r), r);
}

function themeBonus(word: string, price: number, r: Reading): number {
  return r.themed?.has(word.toLowerCase()) ? THEME_BONUS * price : 0;
}

/** BW-22: a word the table voted down this turn is not offered again. */
function notRefused(candidates: readonly Candidate[], r: Reading): readonly Candidate[] {
  const phase = r.view.phase;
  if (phase.kind !== "sell" || phase.refused.length === 0) return candidates;
  const refused = new Set(phase.refused.map((w) => w.toUpperCase()));
  return candidates.filter((c) => !refused.has(c.word.toUpperCase()));
}

/** Sells out by the exact plan: nothing kept can grow, it sees every word, and there is no grid. */
function plansSales(r: Reading): boolean {
  // A themed round with a vote weighs each word instead, so words that fit the theme come first.
  return r.sellOut && r.view.grid === null && r.style.sight >= 1 && r.themed === null;
}

/** The best of these sales against keeping the hand as it is, or null when keeping it is better. */
function weigh(hand: readonly TileView[], candidates: readonly Candidate[], r: Reading): SaleChoice | null {
  const model = r.model;
  const stay = bestKeep(hand, model).worth;
  let best: SaleChoice | null = null;
  for (const c of candidates) {
    const value = c.price + themeBonus(c.word, c.price, r) + bestKeep(without(hand, c.tiles), model).worth;
    if (value > stay + 0.5 && (best === null || value > best.value)) best = { ...c, value };
  }
  return best;
}

/**
 * The sales worth weighing in full: the best by price less the worth of the tiles they use.
 * Kept like hand values: the buying decision searches the hand its selling turn starts with.
 */
function candidatesFor(split: SplitHand, r: Reading, steps: number): Candidate[] {
  const memo = memoFor(candidateMemos, r);
  const key = `${steps}|${valueKey([...split.letters, ...split.wilds], r)}`;
  let found = memo.get(key);
  if (found === undefined) {
    found = searchCandidates(split, r, steps);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, found);
  }
  return found;
}

function searchCandidates(split: SplitHand, r: Reading, steps: number): Candidate[] {
  const grid = r.view.grid;
  if (grid !== null && grid.length > 0) {
    const top = new Top<Placement>(SHORTLIST);
    for (const p of crosswordPlacements(grid, split, r.words, steps)) {
      const score = p.total + themeBonus(p.words[0] ?? "", p.total, r) - tilesWorth(p.tiles, r.model);
      if (top.admits(score) && r.sees(p.words[0] ?? "")) top.add(p, score);
    }
    return top.items().map((p) => ({
      word: p.words[0] ?? "",
      tiles: p.tiles,
      wildAs: p.wildAs,
      at: p.at,
      price: p.total,
    }));
  }
  // BW-24: the first word of a crossword game starts at the centre.
  const at = grid !== null ? { row: 0, col: 0, dir: "across" as const } : null;
  const letterWorth = split.letters.map((t) => tileWorth(t, r.model));
  const wildWorth = split.wilds[0] ? tileWorth(split.wilds[0], r.model) : 0;
  const top = new Top<SellableWord>(SHORTLIST);
  for (const w of findSellableWords(searchHand(split, 1), r.words)) {
    let score = w.price + themeBonus(w.word, w.price, r) - (w.wild ? wildWorth : 0);
    for (const i of w.tiles) score -= letterWorth[i] as number;
    if (top.admits(score) && r.sees(w.word)) top.add(w, score);
  }
  return top.items().map((w) => ({ word: w.word, ...wordTiles(w, split), at, price: w.price }));
}

/** The n best-scored items seen, kept in a small sorted array: a search can find thousands of words. */
class Top<T> {
  private readonly kept: { item: T; score: number }[] = [];

  constructor(private readonly n: number) {}

  admits(score: number): boolean {
    return this.kept.length < this.n || score > (this.kept[this.kept.length - 1] as { score: number }).score;
  }

  add(item: T, score: number): void {
    let i = this.kept.length;
    while (i > 0 && (this.kept[i - 1] as { score: number }).score < score) i--;
    this.kept.splice(i, 0, { item, score });
    if (this.kept.length > this.n) this.kept.pop();
  }

  items(): T[] {
    return this.kept.map((k) => k.item);
  }
}

function tilesWorth(tiles: readonly TileView[], model: WorthModel): number {
  let sum = 0;
  for (const t of tiles) sum += tileWorth(t, model);
  return sum;
}

/** The last selling turns: the plan that fetches the most, its dearest word first. */
function planSale(split: SplitHand, r: Reading): SaleChoice | null {
  const plan = bestSalePlan(searchHand(split, PLAN_WILDS), r.words);
  const w = plan.words[0];
  if (!w) return null;
  return { word: w.word, ...wordTiles(w, split), at: null, price: w.price, value: plan.total };
}

/**
 * What this hand brings this turn and after, as this bot would play it: the sales it would
 * make now, one after another, plus what it keeps is worth. A draw is worth to it what it
 * adds to this (the buying, bidding, drafting and trading decisions all weigh that).
 */
export function handValue(hand: readonly TileView[], r: Reading): number {
  const memo = memoFor(valueMemos, r);
  const key = valueKey(hand, r);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = computeHandValue(hand, r);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, value);
  return value;
}

function computeHandValue(hand: readonly TileView[], r: Reading): number {
  const split = searchSplit(hand);
  if (plansSales(r)) return bestSalePlan(searchHand(split, PLAN_WILDS), r.words).total;
  // One search: the later sales are picked among the first ones' candidates still possible.
  let candidates = split.letters.length > 0 ? candidatesFor(split, r, VALUE_STEPS) : [];
  let left = hand;
  let sold = 0;
  for (let i = 0; i < VALUED_SALES && candidates.length > 0; i++) {
    const sale = weigh(left, candidates, r);
    if (sale === null) break;
    sold += sale.price;
    left = without(left, sale.tiles);
    // A crossword sale changes the grid the other placements were found on.
    if (r.view.grid !== null) break;
    const gone = new Set(sale.tiles.map((t) => t.id));
    candidates = candidates.filter((c) => !c.tiles.some((t) => gone.has(t.id)));
  }
  return sold + bestKeep(left, r.model).worth;
}

/**
 * Hand values are asked for again and again (each ask of a trade window, each draft pick,
 * each bid weighs the same hands), so they are kept per vocabulary, by everything they
 * depend on: the hand, the grid, the look-ahead and the turn (what the level notices).
 */
const valueMemos = new WeakMap<object, Map<string, number>>();
const candidateMemos = new WeakMap<object, Map<string, Candidate[]>>();
const MEMO_SIZE = 2_048;

function memoFor<V>(memos: WeakMap<object, Map<string, V>>, r: Reading): Map<string, V> {
  let memo = memos.get(r.words);
  if (!memo) {
    memo = new Map();
    memos.set(r.words, memo);
  }
  return memo;
}

function valueKey(hand: readonly TileView[], r: Reading): string {
  const ids = hand.map((t) => t.id).sort((a, b) => a - b);
  const grid = r.view.grid?.map((g) => `${g.row},${g.col},${g.tile.id},${g.letter}`).join(";") ?? "-";
  const sight = r.style.sight >= 1 ? "" : `${r.view.round}/${r.seat}/${r.style.sight}`;
  const theme = r.themed === null ? "" : (r.view.theme ?? "");
  const m = r.model;
  return `${ids.join(",")}|${m.horizon}|${m.limit}|${r.sellOut}|${sight}|${theme}|${grid}`;
}

/** The letters to let go at the end of the turn, down to the hand limit (wilds never count). */
export function discardsAtEnd(hand: readonly TileView[], r: Reading): number[] {
  const { keep } = bestKeep(hand, r.model);
  const kept = new Set(keep.map((t) => t.id));
  return hand.filter((t) => !kept.has(t.id)).map((t) => t.id);
}
