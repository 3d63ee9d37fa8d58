import type { OmwView } from "@wordhall/engine";
import { BoardSideGrid, count, person, scoreText } from "@wordhall/ui";
import { GameOverPanel } from "../oh-my-word/game-over-panel";
import type { Perspective } from "./perspective";

/**
 * One step of an Oh My Word game: the boards with their covers, who holds the bag, and each
 * seat's tokens as the chosen perspective sees them (everyone's, in the all-seeing view).
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
  readonly name: (seat: number) => string;
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
      {shown.phase === "tiebreaker" ? (
        <p className="rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
          Tiebreaker between {shown.tiebreaker?.seats.map(name).join(", ")}: whoever holds the bag when the
          timer goes off is knocked out.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Bag held by">{shown.holder === null ? "nobody" : name(shown.holder)}</Fact>
        <Fact label="Direction">{shown.direction === 1 ? "clockwise" : "counter-clockwise"}</Fact>
        <Fact label="Tiles in the bag">{shown.bagCount}</Fact>
        <Fact label="Covered">
          {shown.coveredCount} of {shown.categoryCount}
        </Fact>
        <Fact label="Turn">
          {shown.turn.stage}
          {shown.turn.letter ? `, letter ${shown.turn.letter}` : ""}
        </Fact>
        <Fact label="Timer">{shown.timer.running ? "running" : "stopped"}</Fact>
        <Fact label="Reverse tiles set aside">{shown.reverseTilesAside}</Fact>
        <Fact label="Phase">{shown.paused ? `${shown.phase} (paused)` : shown.phase}</Fact>
      </dl>

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
          <ul className="list-inside list-disc">
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
      <GameOverPanel
        view={shown}
        name={Object.assign(name, { person: (seat: number) => person(name(seat)) })}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        {shown.boards.map((board) => (
          <BoardSideGrid
            key={board.title}
            name={board.title}
            categories={board.categories.map((c) => (c.cover ? `${c.text}: ${c.cover.term}` : c.text))}
            covers={Object.fromEntries(
              board.categories.flatMap((c, i) => (c.cover ? [[i, c.cover.letter] as const] : [])),
            )}
          />
        ))}
      </div>
    </div>
  );
}

export function Fact({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-2 ring-1 ring-stone-200">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
