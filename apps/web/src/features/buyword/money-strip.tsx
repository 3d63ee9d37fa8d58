import { cx } from "~/lib/cx";
import { type BuywordView, type LiveSeat, money, seatName, seatToAct } from "./types";

/**
 * The other players' money on one short line, under the round's line (which has your own) in
 * the sticky header of a narrow screen, where the players' cards come after the decision and
 * the board; from lg they sit beside them and this strip is not drawn. Whose decision it is
 * has a dot; a seat that has left is struck out. A spectator gets everyone's.
 */
export function MoneyStrip({ view, seats }: { view: BuywordView; seats: readonly LiveSeat[] }) {
  const others = view.players.filter((p) => p.seat !== view.you?.seat);
  if (others.length === 0) return null;
  const acting = seatToAct(view.phase);
  return (
    <ul
      aria-label={view.you ? "The other players' money" : "The players' money"}
      className="flex flex-wrap gap-x-3 gap-y-0.5 px-1 text-sm lg:hidden"
      data-testid="bw-money-strip"
    >
      {others.map((p) => (
        <li
          key={p.seat}
          className={cx("inline-flex min-w-0 items-center gap-1", p.left && "text-stone-500 line-through")}
        >
          <span
            aria-hidden="true"
            className={cx(
              "size-2 shrink-0 rounded-full",
              acting === p.seat ? "bg-emerald-600" : "bg-transparent",
            )}
          />
          <span className="max-w-[6.5rem] truncate text-stone-700">{seatName(seats, p.seat)}</span>
          <strong className="tabular-nums text-emerald-800">{money(p.money)}</strong>
          {acting === p.seat ? <span className="sr-only">(to play)</span> : null}
          {p.left ? <span className="sr-only">(left the game)</span> : null}
        </li>
      ))}
    </ul>
  );
}
