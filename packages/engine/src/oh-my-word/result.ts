import { scoreOf } from "./scoring";
import type { EndReason, OmwState } from "./state";

export type OmwStanding = {
  readonly seat: number;
  readonly rank: number;
  /** Points or token count, whichever the room scores by; lower is better. */
  readonly score: number;
  readonly points: number;
  readonly tokenCount: number;
  readonly tokens: readonly number[];
  readonly left: boolean;
};

export type OmwResult = {
  readonly reason: EndReason;
  readonly scoring: "points" | "tokens";
  readonly winners: readonly number[];
  readonly standings: readonly OmwStanding[];
  readonly tiebreaker: { readonly seats: readonly number[]; readonly eliminated: readonly number[] } | null;
};

/**
 * Final standings (OMW-36, OMW-37, OMW-46, OMW-47): fewest first; players who left rank
 * below everyone who stayed; the tiebreaker orders the tied players (its winner first,
 * then the latest knocked out); otherwise equal scores share a rank.
 */
export function omwResult(state: OmwState): OmwResult | null {
  if (state.phase !== "over" || state.ended === null) return null;
  const tb = state.tiebreaker;
  const keyed = state.players.map((p, seat) => {
    const score = scoreOf(state.config, p);
    let tbKey = 0;
    if (tb?.seats.includes(seat)) {
      const out = tb.eliminated.indexOf(seat);
      tbKey = out < 0 ? 0 : tb.seats.length - out;
    }
    return { seat, p, score, key: [p.left ? 1 : 0, score, tbKey] as const };
  });
  const less = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
    return false;
  };
  const standings: OmwStanding[] = keyed
    .map(({ seat, p, score, key }) => ({
      seat,
      rank: 1 + keyed.filter((o) => less(o.key, key)).length,
      score,
      points: p.tokens.reduce((a, v) => a + v, 0),
      tokenCount: p.tokens.length,
      tokens: p.tokens.slice(),
      left: p.left,
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return {
    reason: state.ended.reason,
    scoring: state.config.scoring,
    winners: standings.filter((s) => s.rank === 1).map((s) => s.seat),
    standings,
    tiebreaker: tb === null ? null : { seats: tb.seats.slice(), eliminated: tb.eliminated.slice() },
  };
}
