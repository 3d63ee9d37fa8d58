import { ordinal, rate, rating } from "openskill";

export type SkillRating = { readonly mu: number; readonly sigma: number };

/** A newcomer's rating (openskill's defaults: mu 25, sigma 25/3, so the ordinal starts at 0). */
export const NEW_RATING: SkillRating = rating();

/** The conservative figure leaderboards sort by: mu − 3·sigma (stored as `rating.ordinal`). */
export const displayRating = (r: SkillRating): number => ordinal(r);

/**
 * The rating players see, on the scale they know from chess sites: the same ordinal scaled
 * by the library's own alpha and target, so a newcomer shows 1500 and one ordinal point is
 * 40 rating points. A straight line of the stored ordinal, so sorting by either agrees.
 */
export const SHOWN_SCALE = { alpha: 40, target: 1500 } as const;
export const shownRating = (r: SkillRating): number => Math.round(ordinal(r, SHOWN_SCALE));

/**
 * A rating is provisional for a player's first rated games: an unsure rating moves fast
 * (and the ordinal even rises as it grows surer), so it is marked until it settles.
 */
export const PROVISIONAL_GAMES = 5;
export const isProvisional = (games: number): boolean => games < PROVISIONAL_GAMES;

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
