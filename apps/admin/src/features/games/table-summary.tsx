import type { RouterOutputs } from "@wordhall/client";
import { money, scoreText } from "@wordhall/ui";
import type { ReactNode } from "react";
import { formatDateTime, TimeAgo } from "~/components/ui/time-ago";

type Inspected = RouterOutputs["admin"]["games"]["get"];
type View = Inspected["view"];
type OmwView = Extract<View, { game: "oh-my-word" }>;
type BuywordView = Extract<View, { game: "buyword" }>;

/** Seat numbers are shown from 1, with the player's name. */
export function seatName(players: Inspected["players"], seat: number | null): string {
  if (seat === null) return "nobody";
  const name = players.find((p) => p.seat === seat)?.name;
  return name ? `${name} (seat ${seat + 1})` : `seat ${seat + 1}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * The table as a spectator sees it (what the server sends staff while a game runs), in
 * words: who acts, what is on the boards, each seat's public standing.
 */
export function TableSummary({ game }: { game: Inspected }) {
  const view = game.view;
  return view.game === "oh-my-word" ? (
    <OmwSummary game={game} view={view} />
  ) : (
    <BuywordSummary game={game} view={view} />
  );
}

function OmwSummary({ game, view }: { game: Inspected; view: OmwView }) {
  const categories = view.boards.flatMap((b) => b.categories);
  const openClaims = view.claims;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Fact label="Phase">{view.paused ? `${view.phase}, paused` : view.phase}</Fact>
        <Fact label="Bag held by">{seatName(game.players, view.holder)}</Fact>
        <Fact label="Categories covered">
          {view.coveredCount} of {view.categoryCount}
        </Fact>
        <Fact label="Timer">
          {view.timer.running ? (
            <>
              running since <TimeAgo at={new Date(view.timer.startedAt)} />
            </>
          ) : (
            "stopped"
          )}
        </Fact>
        <Fact label="Tiles in the bag">{view.bagCount}</Fact>
        <Fact label="Reverse tiles aside">{view.reverseTilesAside}</Fact>
        <Fact label="Tokens left">{view.supplyCount}</Fact>
        <Fact label="Drawn this turn">{view.turn.letter ?? "nothing"}</Fact>
      </dl>
      <SeatTable
        caption="Seats, as spectators see them"
        columns={["Seat", "Tokens", "Score", "State"]}
        rows={view.seats.map((s) => [
          seatName(game.players, s.seat),
          String(s.tokenCount),
          s.score === null ? "hidden" : scoreText("oh-my-word", s.score, view.rules.scoring),
          s.left ? "left" : s.inPlay ? (s.holdsBag ? "holds the bag" : "in play") : "out",
        ])}
      />
      <div>
        <h3 className="font-medium">Claims open to challenge ({openClaims.length})</h3>
        {openClaims.length ? (
          <ul className="mt-1 space-y-1">
            {openClaims.map((c) => (
              <li key={c.id}>
                “{c.term}” ({c.letter}) for {categories.find((cat) => cat.id === c.category)?.text ?? "?"} by{" "}
                {seatName(game.players, c.seat)}
                {c.challengedBy !== null
                  ? `, challenged by ${seatName(game.players, c.challengedBy)} (${c.votes.filter((v) => v.accept).length} for, ${c.votes.filter((v) => !v.accept).length} against)`
                  : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">None.</p>
        )}
      </div>
    </div>
  );
}

function BuywordSummary({ game, view }: { game: Inspected; view: BuywordView }) {
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Fact label="Round">
          {view.round}
          {view.final ? " (final)" : ""}
        </Fact>
        <Fact label="Phase">{view.phase.kind}</Fact>
        <Fact label="Whose move">{seatName(game.players, game.acting)}</Fact>
        <Fact label="Leader">{seatName(game.players, view.leader)}</Fact>
        <Fact label="Tiles in the bag">{view.bagCount}</Fact>
        <Fact label="Discarded">{view.discarded.length}</Fact>
        {/* BuyWord's decision clock is shown to every player, so it is no secret here. */}
        <Fact label="Decision due">
          {view.deadline ? formatDateTime(new Date(view.deadline)) : "no limit"}
        </Fact>
        <Fact label="Theme">{view.theme ?? "none"}</Fact>
      </dl>
      <SeatTable
        caption="Players, as spectators see them"
        columns={["Seat", "Money", "Letters", "Wilds", "Words sold", "State"]}
        rows={view.players.map((p) => [
          seatName(game.players, p.seat),
          money(p.money),
          String(p.letters),
          String(p.wilds),
          String(p.sales.length),
          p.left ? "left" : "playing",
        ])}
      />
    </div>
  );
}

function SeatTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="py-1 pr-3 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]} className="border-t border-slate-100">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={columns[i]} scope="row" className="py-1 pr-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[i]} className="py-1 pr-3">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
