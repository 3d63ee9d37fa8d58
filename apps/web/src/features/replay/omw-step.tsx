import type { OmwView } from "@wordhall/engine";
import { count, scoreText } from "@wordhall/ui";
import { BoardGrid } from "../oh-my-word/board-grid";
import { GameOverPanel } from "../oh-my-word/game-over-panel";
import type { SeatNames } from "../oh-my-word/table-model";
import { TiebreakerNotice } from "../oh-my-word/tiebreaker-notice";
import type { Perspective } from "./perspective";
import { omwFacts, type ReplayFact } from "./replay-facts";

/**
 * One step of an Oh My Word game: what is happening in the table's words, the tiebreaker
 * while it runs, each seat's tokens as the chosen perspective sees them (everyone's, in the
 * all-seeing view), the end as the table showed it, and the boards drawn by the table's own
 * grid: each covered category with its letter, the term that covered it and the category.
 */
/** A seat's score as the game counts it, or what stands in for one not shown. */
const scoreCell = (score: number | null | undefined, missing: string, scoring: "points" | "tokens") =>
  score === null || score === undefined ? missing : scoreText("oh-my-word", score, scoring);

export function OmwStep({
  views,
  perspective,
  name,
}: {
  readonly views: readonly OmwView[];
  readonly perspective: Perspective;
  /** As the perspective's table named them ("You" for the seat seen through). */
  readonly name: SeatNames;
}) {
  // views[0] is the spectator's; views[s + 1] seat s's own.
  const shown = (
    perspective === "all" || perspective === "spectator" ? views[0] : views[perspective + 1]
  ) as OmwView;
  const tokensOf = (seat: number) =>
    perspective === "all"
      ? (views[seat + 1]?.seats[seat]?.tokens ?? null)
      : (shown.seats[seat]?.tokens ?? null);
  return (
    <div className="space-y-5">
      <TiebreakerNotice view={shown} name={name} />
      <Facts facts={omwFacts(shown, name)} />

      <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Seats at this step</caption>
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Player
              </th>
              <th scope="col" className="px-3 py-2">
                Tokens
              </th>
              <th scope="col" className="px-3 py-2">
                Score
              </th>
              <th scope="col" className="px-3 py-2">
                State
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.seats.map((seat) => {
              const tokens = tokensOf(seat.seat);
              return (
                <tr key={seat.seat} className="border-t border-stone-200">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {name(seat.seat)}
                    {seat.holdsBag ? " (holds the bag)" : ""}
                  </th>
                  <td className="px-3 py-2">
                    {tokens ? (tokens.length ? tokens.join(" · ") : "none") : `${seat.tokenCount} face down`}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {scoreCell(
                      perspective === "all"
                        ? (views[seat.seat + 1]?.seats[seat.seat]?.score ?? null)
                        : seat.score,
                      perspective === "all" ? "—" : "hidden",
                      shown.rules.scoring,
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {seat.left ? "left the game" : seat.inPlay ? "in play" : "out"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {shown.claims.length > 0 ? (
        <section aria-label="Open claims" className="space-y-1 text-sm">
          <h3 className="font-semibold">Open claims</h3>
          <ul className="list-inside list-disc wrap-anywhere">
            {shown.claims.map((c) => (
              <li key={c.id}>
                {name(c.seat)}: “{c.term}” ({c.letter})
                {c.challengedBy !== null ? `, challenged by ${name(c.challengedBy)}` : ""}
                {c.votes.length ? `, ${count(c.votes.length, "vote")}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* The end as the table showed it: tokens face up, the ranking, the tiebreaker. */}
      <GameOverPanel view={shown} name={name} />

      <BoardGrid view={shown} name={name} onPick={null} picked={null} />
    </div>
  );
}

/** The step's facts as labelled boxes: "Now" across the top, then two a row on a phone, three wider. */
export function Facts({ facts }: { readonly facts: readonly ReplayFact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 sm:gap-3">
      {facts.map((f) => (
        <div
          key={f.label}
          className={`min-w-0 rounded-xl bg-white p-2 ring-1 ring-stone-200 ${f.wide ? "col-span-full" : ""}`}
        >
          <dt className="text-xs text-stone-600">{f.label}</dt>
          <dd className="font-semibold wrap-anywhere">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
