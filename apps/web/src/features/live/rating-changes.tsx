"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { ratingChangeText } from "~/lib/rating";

/**
 * The result screen's rating line: how this game moved each player's rating (yours first),
 * read once the game is over. Nothing for an unrated game (solo, or with bots).
 */
export function RatingChanges({
  gameId,
  you,
  name,
}: {
  readonly gameId: string;
  readonly you: number | null;
  readonly name: (seat: number) => string;
}) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.games.ratingChanges.queryOptions({ gameId }), staleTime: Infinity });
  const rows = query.data ?? [];
  if (rows.length === 0) return null;
  const ordered = [...rows].sort((a, b) => (a.seat === you ? -1 : b.seat === you ? 1 : a.seat - b.seat));
  return (
    <div className="mt-4" data-testid="rating-changes">
      <h3 className="font-semibold">Ratings</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {ordered.map((r) => {
          const up = r.after > r.before;
          const down = r.after < r.before;
          return (
            <li
              key={r.seat}
              className={`rounded-full border px-3 py-1 text-sm tabular-nums ${
                r.seat === you ? "border-stone-400 bg-white font-semibold" : "border-stone-200 bg-stone-50"
              }`}
            >
              {r.seat === you ? "Your rating" : name(r.seat)} {r.after}{" "}
              <span className={up ? "text-emerald-700" : down ? "text-rose-700" : "text-stone-600"}>
                ({ratingChangeText(r.before, r.after)})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
