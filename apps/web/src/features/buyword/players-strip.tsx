import { count } from "@wordhall/ui";
import { AwaySeat } from "../live/away-seat";
import { MoneyChange } from "./money-change";
import { type BuywordView, type LiveSeat, money, seatName, seatToAct } from "./types";

/**
 * Everyone's money, hand size and wilds; the leader, whose decision it is, who has left
 * (BW-33) and who is away (BW-34), with what the others may do about it (SEAT-2, SEAT-3).
 */
export function PlayersStrip({
  view,
  seats,
  gameId,
}: {
  view: BuywordView;
  seats: readonly LiveSeat[];
  /** Given on a live table: the other players get the away seat's controls. */
  gameId?: string;
}) {
  const acting = seatToAct(view.phase);
  const me = view.you ? view.players[view.you.seat] : undefined;
  const mayAct = gameId !== undefined && me !== undefined && !me.left && view.phase.kind !== "over";
  return (
    <section aria-label="Players">
      {/* Two across under the board on a narrow screen, one column beside it from lg. */}
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        {view.players.map((p) => {
          const you = view.you?.seat === p.seat;
          const turn = acting === p.seat;
          const lastSale = p.sales.at(-1);
          return (
            <li
              key={p.seat}
              data-testid={`bw-player-${p.seat}`}
              aria-current={turn ? "true" : undefined}
              // A seat that has left is marked by a dashed border and a grey fill, not by
              // opacity, which would take its small text below WCAG contrast.
              className={`rounded-lg border p-3 shadow-sm ${
                turn
                  ? "border-emerald-500 bg-white ring-2 ring-emerald-200"
                  : p.left
                    ? "border-dashed border-stone-300 bg-stone-100"
                    : "border-stone-200 bg-white"
              }`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold">
                  {seatName(seats, p.seat)}
                  {you ? <span className="text-stone-500"> (you)</span> : null}
                </span>
                <span className="relative">
                  <span className="text-lg font-bold tabular-nums text-emerald-800" data-testid="bw-money">
                    {money(p.money)}
                  </span>
                  <MoneyChange amount={p.money} />
                </span>
              </div>
              {/* Counts on one line, badges on their own: mixed together they wrapped mid-list. */}
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
                <span>{count(p.letters, "letter")}</span>
                <span>{count(p.wilds, "wild")}</span>
                <span>{count(p.sales.length, "sale")}</span>
              </div>
              {view.leader === p.seat || turn || p.left ? (
                <div className="mt-1.5 flex flex-wrap gap-1.5">
                  {p.left ? (
                    <span
                      className="rounded bg-stone-200 px-1.5 py-0.5 text-xs font-semibold text-stone-800"
                      data-testid="bw-left"
                    >
                      Left the game
                    </span>
                  ) : null}
                  {view.leader === p.seat ? (
                    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                      Leader
                    </span>
                  ) : null}
                  {turn ? (
                    <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
                      To play
                    </span>
                  ) : null}
                </div>
              ) : null}
              {p.away && !p.left ? (
                <AwaySeat
                  gameId={gameId ?? ""}
                  seat={p.seat}
                  name={seatName(seats, p.seat)}
                  away={p.away}
                  canAct={mayAct && !you}
                />
              ) : null}
              {lastSale ? (
                <p className="mt-1 truncate text-sm text-stone-700">
                  Last sold: {lastSale.words.map((w) => w.word).join(", ")} for {money(lastSale.total)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
