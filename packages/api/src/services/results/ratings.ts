import { ordinal, rate, rating } from "openskill";

export type SkillRating = { readonly mu: number; readonly sigma: number };

/** A newcomer's rating (openskill's defaults: mu 25, sigma 25/3, so the display rating starts at 0). */
export const NEW_RATING: SkillRating = rating();

/** The conservative figure leaderboards sort by: mu − 3·sigma. */
export const displayRating = (r: SkillRating): number => ordinal(r);

/**
 * New ratings after one multiplayer game (Plackett–Luce, each seat its own team). Ranks are
 * 1 = best; equal ranks are ties and move both players alike.
 */
export function rateGame(
  players: readonly { readonly rating: SkillRating; readonly rank: number }[],
): SkillRating[] {
  const teams = players.map((p) => [{ mu: p.rating.mu, sigma: p.rating.sigma }]);
  const rated = rate(teams, { rank: players.map((p) => p.rank) });
  return rated.map((team, i) => {
    const r = team[0];
    if (!r) throw new Error(`openskill returned no rating for seat ${i}`);
    return { mu: r.mu, sigma: r.sigma };
  });
}
