import type { PlayerState, Seat } from "./state";

export type RatingBand = "under" | "fair" | "good" | "outstanding";

export type Standing = {
  readonly seat: Seat;
  readonly money: number;
  /** The best price fetched by one word: the tie-break (BW-28). */
  readonly bestWord: number;
  /** 1-based; players still tied after the tie-break share a rank. */
  readonly rank: number;
};

export type BuywordResult = {
  /** Best first. */
  readonly standings: readonly Standing[];
  readonly winners: readonly Seat[];
  /** Solo only (BW-29). */
  readonly band: RatingBand | null;
};

export function ratingBand(money: number): RatingBand {
  if (money >= 1000) return "outstanding";
  if (money >= 900) return "good";
  if (money >= 800) return "fair";
  return "under";
}

function bestWordOf(player: PlayerState): number {
  let best = 0;
  for (const sale of player.sales) for (const w of sale.words) if (w.price > best) best = w.price;
  return best;
}

/** Most money wins; a tie goes to the best single word sold; still tied, the win is shared. */
export function computeResult(players: readonly PlayerState[]): BuywordResult {
  const rows = players.map((p, seat) => ({ seat, money: p.money, bestWord: bestWordOf(p) }));
  rows.sort((a, b) => b.money - a.money || b.bestWord - a.bestWord || a.seat - b.seat);
  const standings: Standing[] = [];
  rows.forEach((row, i) => {
    const prev = standings[i - 1];
    const tied = prev !== undefined && prev.money === row.money && prev.bestWord === row.bestWord;
    standings.push({ ...row, rank: tied ? prev.rank : i + 1 });
  });
  const winners = standings.filter((s) => s.rank === 1).map((s) => s.seat);
  const solo = players.length === 1 ? players[0] : undefined;
  return { standings, winners, band: solo ? ratingBand(solo.money) : null };
}
