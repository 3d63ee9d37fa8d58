import type { PlayerState, Seat } from "./state";

export type RatingBand = "under" | "fair" | "good" | "outstanding";

export type Standing = {
  readonly seat: Seat;
  readonly money: number;
  /** The best price fetched by one word: the tie-break (BW-28). */
  readonly bestWord: number;
  /** 1-based; players still tied after the tie-break share a rank. */
  readonly rank: number;
  /** BW-33: the player left before the end; they rank below everyone who stayed. */
  readonly left: boolean;
};

export type BuywordResult = {
  /** Best first. */
  readonly standings: readonly Standing[];
  /** The players ranked first among those who stayed; none when a solo player left. */
  readonly winners: readonly Seat[];
  /** Solo only (BW-29). */
  readonly band: RatingBand | null;
};

/**
 * BW-29's bands, best first: the one source of their names and marks, for the table's end
 * screen, the leaderboard and the profile alike (exported alone as
 * @wordhall/engine/buyword-bands, so a page takes the names without the engine).
 */
export const RATING_BANDS: readonly {
  readonly band: RatingBand;
  readonly name: string;
  readonly from: number;
}[] = [
  { band: "outstanding", name: "Outstanding", from: 1000 },
  { band: "good", name: "Good", from: 900 },
  { band: "fair", name: "Fair", from: 800 },
  { band: "under", name: "Under par", from: 0 },
];

export function ratingBand(money: number): RatingBand {
  for (const b of RATING_BANDS) if (money >= b.from) return b.band;
  return "under";
}

/** A band's name as players read it ("Under par", "Fair", …); an unknown one as it is. */
export function bandName(band: string): string {
  return RATING_BANDS.find((b) => b.band === band)?.name ?? band;
}

function bestWordOf(player: PlayerState): number {
  let best = 0;
  for (const sale of player.sales) for (const w of sale.words) if (w.price > best) best = w.price;
  return best;
}

/**
 * Most money wins; a tie goes to the best single word sold; still tied, the win is shared
 * (BW-28). Players who left rank below everyone who stayed, in the same order among
 * themselves, and never win (BW-33).
 */
export function computeResult(players: readonly PlayerState[]): BuywordResult {
  const rows = players.map((p, seat) => ({
    seat,
    money: p.money,
    bestWord: bestWordOf(p),
    left: p.left === true,
  }));
  rows.sort(
    (a, b) =>
      Number(a.left) - Number(b.left) || b.money - a.money || b.bestWord - a.bestWord || a.seat - b.seat,
  );
  const standings: Standing[] = [];
  rows.forEach((row, i) => {
    const prev = standings[i - 1];
    const tied =
      prev !== undefined &&
      prev.left === row.left &&
      prev.money === row.money &&
      prev.bestWord === row.bestWord;
    standings.push({
      seat: row.seat,
      money: row.money,
      bestWord: row.bestWord,
      rank: tied ? prev.rank : i + 1,
      left: row.left,
    });
  });
  const winners = standings.filter((s) => s.rank === 1 && !s.left).map((s) => s.seat);
  const solo = players.length === 1 ? players[0] : undefined;
  return { standings, winners, band: solo ? ratingBand(solo.money) : null };
}
