import { inPlay, seatsInPlay, updatePlayer, type Work, without } from "./draft-state";
import { type BuywordRejected, fail } from "./errors";
import { advanceSell } from "./flow";
import type { PendingSale, Placement, Sale } from "./state";
import { cellKey } from "./state";
import { isWild, letterCount, TILE_LETTER } from "./tiles";
import type { JudgeFor } from "./word-judge";
import { crosswordWords, type Formed, plainWord } from "./words-formed";

export type SellRequest = {
  readonly tiles: readonly number[];
  readonly wildAs: string | null;
  readonly at: Placement | null;
};

/** BW-9, BW-10, BW-11: sell one word (in crossword: one placement) from one's hand. */
export function sell(work: Work, seat: number, req: SellRequest, judgeFor: JudgeFor): BuywordRejected | null {
  const player = work.players[seat];
  if (!player) return fail("not-your-turn", "It's not your turn to sell.");
  const seen = new Set<number>();
  let wilds = 0;
  for (const t of req.tiles) {
    if (seen.has(t)) return fail("duplicate-tile", "A tile can be used only once.");
    seen.add(t);
    if (!player.hand.includes(t)) return fail("not-in-hand", "You can only sell tiles from your hand.");
    if (isWild(t)) wilds++;
  }
  if (wilds > 1) return fail("too-many-wilds", "A word may hold at most one wild.");
  if (wilds === 1 && req.wildAs === null) return fail("wild-letter", "Say which letter the wild stands for.");
  if (wilds === 0 && req.wildAs !== null)
    return fail("wild-letter", "Only a wild stands for another letter.");
  const wildAs = req.wildAs === null ? null : req.wildAs.toUpperCase();

  let formed: Formed | BuywordRejected;
  if (work.grid !== null) {
    if (req.at === null) return fail("bad-placement", "Say where the word goes in the grid.");
    formed = crosswordWords(work.grid, req.tiles, wildAs, req.at);
  } else {
    if (req.at !== null)
      return fail("bad-placement", "Words are placed in a grid only in the crossword variant.");
    formed = plainWord(req.tiles, wildAs);
  }
  if ("ok" in formed) return formed;

  const judge = judgeFor(work.config);
  for (const w of formed.words) {
    if (!judge.isWord(w.word.toLowerCase()))
      return fail("not-a-word", `${w.word} is not a word in this room.`);
  }
  const sale: Sale = {
    round: work.round,
    tiles: req.tiles.slice(),
    wildAs,
    words: formed.words,
    total: formed.total,
    placement: req.at,
  };
  if (work.theme !== null && seatsInPlay(work) > 1) {
    // BW-22: the other players vote on the theme; the tiles stay in the hand meanwhile.
    const pending: PendingSale = { ...sale, seat, votes: work.players.map(() => null) };
    work.phase = { kind: "sell", turn: seat, pending, ...refusedSoFar(work) };
    work.events.push({ type: "saleProposed", seat, sale, theme: work.theme });
    return null;
  }
  completeSale(work, seat, sale, null, null);
  return null;
}

function completeSale(work: Work, seat: number, sale: Sale, yes: number | null, no: number | null): void {
  const player = work.players[seat];
  if (!player) return;
  updatePlayer(work, seat, {
    money: player.money + sale.total,
    hand: without(player.hand, sale.tiles),
    sales: player.sales.concat(sale),
  });
  if (work.grid !== null && sale.placement !== null) placeInGrid(work, sale);
  work.phase = { kind: "sell", turn: seat, pending: null, ...refusedSoFar(work) };
  work.events.push({ type: "sold", seat, sale, yes, no });
}

function placeInGrid(work: Work, sale: Sale): void {
  const grid = { ...work.grid };
  const at = sale.placement as Placement;
  const dr = at.dir === "down" ? 1 : 0;
  const dc = at.dir === "across" ? 1 : 0;
  let row = at.row;
  let col = at.col;
  for (const tile of sale.tiles) {
    while (grid[cellKey(row, col)]) {
      row += dr;
      col += dc;
    }
    grid[cellKey(row, col)] = { tile, letter: isWild(tile) ? (sale.wildAs ?? "?") : tileLetter(tile) };
  }
  work.grid = grid;
}

function tileLetter(tile: number): string {
  return TILE_LETTER[tile] ?? "?";
}

/** The words voted down so far this turn (BW-22), as the phase's optional field. */
function refusedSoFar(work: Work): { refused?: readonly string[] } {
  const phase = work.phase;
  return phase.kind === "sell" && phase.refused !== undefined ? { refused: phase.refused } : {};
}

/** BW-22: a theme vote. A strict majority of the other players voting "no" rejects the sale. */
export function vote(work: Work, seat: number, fits: boolean): BuywordRejected | null {
  const phase = work.phase;
  if (phase.kind !== "sell" || phase.pending === null)
    return fail("wrong-phase", "There is no sale to vote on.");
  const pending = phase.pending;
  if (seat === pending.seat || !work.players[seat])
    return fail("not-a-voter", "The seller doesn't vote on their own sale.");
  if (pending.votes[seat] !== null) return fail("already-voted", "You have already voted on this sale.");
  const votes = pending.votes.slice();
  votes[seat] = fits;
  work.events.push({ type: "voted", seat });
  const next: PendingSale = { ...pending, votes };
  work.phase = { ...phase, pending: next };
  settleVote(work, next, false);
  return null;
}

/**
 * Settles as soon as the outcome is certain; on the time limit, missing votes count as "fits".
 * BW-33: only the other players still in the game vote, and only their votes count.
 */
export function settleVote(work: Work, pending: PendingSale, closing: boolean): void {
  let voters = 0;
  let yes = 0;
  let no = 0;
  for (let s = 0; s < pending.votes.length; s++) {
    if (s === pending.seat || !inPlay(work, s)) continue;
    voters++;
    const v = pending.votes[s];
    if (v === true) yes++;
    else if (v === false) no++;
  }
  const rejectAt = Math.floor(voters / 2) + 1;
  const { seat, votes: _votes, ...sale } = pending;
  if (no >= rejectAt) {
    const refused = [...(refusedSoFar(work).refused ?? []), sale.words[0]?.word ?? ""];
    work.phase = { kind: "sell", turn: seat, pending: null, refused };
    work.events.push({ type: "saleRejected", seat, sale, yes, no });
    return;
  }
  const undecided = voters - yes - no;
  if (closing || no + undecided < rejectAt)
    completeSale(work, seat, sale, yes + (closing ? undecided : 0), no);
}

/** BW-13: end one's selling turn, discarding letters (never wilds) down to the hand limit. */
export function endTurn(work: Work, seat: number, discard: readonly number[]): BuywordRejected | null {
  const player = work.players[seat];
  if (!player) return fail("not-your-turn", "It's not your turn.");
  const seen = new Set<number>();
  for (const t of discard) {
    if (seen.has(t)) return fail("duplicate-tile", "A tile can be discarded only once.");
    seen.add(t);
    if (!player.hand.includes(t)) return fail("not-in-hand", "You can only discard tiles from your hand.");
    if (isWild(t)) return fail("invalid-action", "Wilds don't count toward the hand limit; keep them.");
  }
  const hand = discard.length > 0 ? without(player.hand, discard) : player.hand;
  const limit = work.config.variants.handLimit;
  if (limit !== null && letterCount(hand) > limit) {
    return fail("over-hand-limit", `You would keep ${letterCount(hand)} letters; discard down to ${limit}.`);
  }
  if (discard.length > 0) {
    updatePlayer(work, seat, { hand });
    work.discarded = work.discarded.concat(discard);
  }
  work.events.push({ type: "turnEnded", seat, discarded: discard.slice(), skipped: false });
  advanceSell(work, seat);
  return null;
}

/** The default when a selling turn times out: keep the letters acquired first. */
export function defaultDiscard(hand: readonly number[], limit: number | null): number[] {
  if (limit === null) return [];
  let excess = letterCount(hand) - limit;
  const out: number[] = [];
  for (let i = hand.length - 1; i >= 0 && excess > 0; i--) {
    const t = hand[i] as number;
    if (isWild(t)) continue;
    out.push(t);
    excess--;
  }
  return out;
}
