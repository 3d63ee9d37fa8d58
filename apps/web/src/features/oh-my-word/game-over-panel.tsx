import type { OmwView } from "@wordhall/client";
import { listPeople, listWords, object, says, scoreText } from "@wordhall/ui";
import { celebrateAfter, motion, revealAt, rowDelay } from "../live/motion";
import type { SeatNames } from "./table-model";
import { TokenDisc } from "./token-disc";

const REASONS = {
  "boards-full": "Every category is covered.",
  "tokens-exhausted": "The last bad-luck token was taken.",
  "tiebreaker-won": "The tiebreaker decided it.",
  abandoned: "Too few players were left.",
  absence: "The others ended it while a player was away; they rank last.",
} as const;

/**
 * The end: everyone's tokens face up, the ranking and the tiebreaker if there was one. The
 * rematch is the room's (the room page offers it to the host as soon as the game ends).
 */
export function GameOverPanel({ view, name }: { readonly view: OmwView; readonly name: SeatNames }) {
  const result = view.result;
  if (!result) return null;
  const rule = result.scoring === "points" ? "Fewest points wins." : "Fewest tokens wins.";
  const winners = result.winners.map(name.person);
  return (
    <section
      aria-labelledby="omw-final"
      className="rounded-2xl border-2 border-omw-500 bg-white p-4 shadow-md"
      data-testid="omw-final"
    >
      <motion.h2
        id="omw-final"
        {...celebrateAfter(result.standings.length)}
        className="font-display text-2xl font-black text-omw-900"
      >
        {winners.length === 1 && winners[0]
          ? `${says(winners[0], "wins")}!`
          : `Shared win: ${listPeople(winners)}`}
      </motion.h2>
      <p className="mt-1 text-sm text-stone-700">
        {REASONS[result.reason]} {rule}
      </p>
      <table className="mt-3 w-full text-left text-sm" aria-label="Final scores">
        <thead>
          <tr className="border-b border-stone-200 text-stone-700">
            <th scope="col" className="py-1 pr-2">
              Rank
            </th>
            <th scope="col" className="py-1 pr-2">
              Player
            </th>
            <th scope="col" className="py-1 pr-2">
              Tokens
            </th>
            <th scope="col" className="py-1 text-right">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {result.standings.map((s, i) => (
            <motion.tr
              key={s.seat}
              {...revealAt(i, result.standings.length)}
              className="border-b border-stone-100"
              data-testid="omw-standing"
            >
              <td className="py-1.5 pr-2 font-bold">{s.rank}</td>
              <td className="py-1.5 pr-2">
                {name(s.seat)}
                {s.left ? <span className="text-stone-700"> (left)</span> : null}
              </td>
              <td className="py-1.5 pr-2" data-testid="omw-tokens">
                {s.tokens.length ? (
                  // Everyone's tokens turn face up as their row comes in.
                  <span
                    className="flex flex-wrap gap-1"
                    role="img"
                    aria-label={`Tokens: ${s.tokens.join(", ")}`}
                  >
                    {s.tokens.map((v, j) => (
                      <TokenDisc
                        // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place
                        key={j}
                        value={v}
                        delay={rowDelay(i, result.standings.length) + 0.3 + j * 0.15}
                      />
                    ))}
                  </span>
                ) : (
                  "none"
                )}
              </td>
              <td className="py-1.5 text-right font-semibold" data-testid="omw-score">
                {scoreText("oh-my-word", s.score, result.scoring)}
              </td>
            </motion.tr>
          ))}
        </tbody>
      </table>
      {result.tiebreaker ? (
        <p className="mt-3 rounded-lg bg-omw-50 p-2 text-sm">
          Tiebreaker between {listPeople(result.tiebreaker.seats.map(name.person))}.
          {result.tiebreaker.eliminated.length
            ? // In the order they went out, which listPeople (you first) would not keep.
              ` Knocked out in turn: ${listWords(result.tiebreaker.eliminated.map((s) => object(name.person(s))))}.`
            : ""}
        </p>
      ) : null}
    </section>
  );
}
