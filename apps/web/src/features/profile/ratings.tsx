import { count } from "@wordhall/ui";
import { Badge } from "@wordhall/ui/kit";
import { PROVISIONAL_HINT, ratingText } from "~/lib/rating";
import { GAME_NAME, GAME_TONE, type GameKind } from "./game-labels";
import { RatingChart } from "./rating-chart";

export type RatingSummary = {
  readonly kind: GameKind;
  readonly rating: number;
  readonly provisional: boolean;
  readonly games: number;
  readonly wins: number;
  readonly history: readonly { readonly at: number; readonly rating: number }[];
};

/** One card per game the player has a multiplayer rating in, with its history. */
export function Ratings({ ratings }: { readonly ratings: readonly RatingSummary[] }) {
  if (ratings.length === 0) {
    return (
      <p className="text-stone-700">
        No rated games yet: everyone starts at 1500, and the rating moves with each finished game against
        other people.
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
            <span className="text-3xl font-bold tabular-nums">{ratingText(r.rating, r.provisional)}</span>
            {r.provisional ? <span className="block text-sm text-stone-600">{PROVISIONAL_HINT}</span> : null}
          </p>
          <p className="text-sm text-stone-700">
            {count(r.games, "game")} · {count(r.wins, "win")}
          </p>
          <RatingChart
            points={r.history}
            label={`${GAME_NAME[r.kind]} rating after each game: ${r.history.map((p) => p.rating).join(", ")}`}
          />
        </li>
      ))}
    </ul>
  );
}
