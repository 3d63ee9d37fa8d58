import { Badge } from "~/components/badge";
import { GAME_NAME, GAME_TONE, type GameKind } from "./game-labels";

export type RatingSummary = {
  readonly kind: GameKind;
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
};

/** One card per game the player has a multiplayer rating in. */
export function Ratings({ ratings }: { readonly ratings: readonly RatingSummary[] }) {
  if (ratings.length === 0) {
    return (
      <p className="text-stone-700">
        No rated games yet: ratings start with the first finished multiplayer game.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {ratings.map((r) => (
        <li key={r.kind} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <Badge tone={GAME_TONE[r.kind]}>{GAME_NAME[r.kind]}</Badge>
          <p>
            <span className="block text-sm text-stone-600">Rating</span>
            <span className="text-3xl font-bold tabular-nums">{r.rating.toFixed(1)}</span>
          </p>
          <p className="text-sm text-stone-700">
            {r.games} {r.games === 1 ? "game" : "games"} · {r.wins} {r.wins === 1 ? "win" : "wins"}
          </p>
        </li>
      ))}
    </ul>
  );
}
