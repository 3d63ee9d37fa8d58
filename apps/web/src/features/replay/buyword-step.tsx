import type { BuywordView } from "@wordhall/engine";
import { count, money } from "@wordhall/ui";
import { bestSalePlan, type WordSource } from "@wordhall/words";
import { useMemo } from "react";
import { GameOverCard } from "../buyword/game-over";
import { GridView } from "../buyword/grid-view";
import { TileRow } from "../buyword/tile";
import type { SeatNames } from "../oh-my-word/table-model";
import { Facts } from "./omw-step";
import type { Perspective } from "./perspective";
import { buywordFacts } from "./replay-facts";

type Tile = { readonly id: number; readonly letter: string; readonly pips: number };

/**
 * One step of a BuyWord game: what is happening in the table's words, money, hands (as the
 * perspective sees them) beside what the best sale plan would fetch, the sales, and at the
 * last step the table's own end (the winner's line, medals, a solo game's band and marks).
 */
export function BuywordStep({
  views,
  perspective,
  name,
  judge,
}: {
  readonly views: readonly BuywordView[];
  readonly perspective: Perspective;
  /** As the perspective's table named them ("You" for the seat seen through). */
  readonly name: SeatNames;
  /** The room's judge, for what the best sale plan of a hand would fetch. */
  readonly judge: WordSource | null;
}) {
  const shown = (
    perspective === "all" || perspective === "spectator" ? views[0] : views[perspective + 1]
  ) as BuywordView;
  const handOf = (seat: number): readonly Tile[] | null => {
    if (perspective === "all") return views[seat + 1]?.you?.hand ?? null;
    return shown.you?.seat === seat ? shown.you.hand : null;
  };
  return (
    <div className="space-y-5">
      <Facts facts={buywordFacts(shown, name)} />
      <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Players at this step</caption>
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Player
              </th>
              <th scope="col" className="px-3 py-2">
                Money
              </th>
              <th scope="col" className="px-3 py-2">
                Hand
              </th>
              <th scope="col" className="px-3 py-2">
                Words sold
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.players.map((p) => {
              const hand = handOf(p.seat);
              return (
                <tr key={p.seat} className="border-t border-stone-200 align-top">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {name(p.seat)}
                    {p.left ? <span className="font-normal text-stone-700"> (left)</span> : null}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{money(p.money)}</td>
                  <td className="px-3 py-2">
                    {hand ? (
                      <>
                        {hand.length ? (
                          <TileRow tiles={hand} size="sm" />
                        ) : (
                          <span className="text-stone-600">none</span>
                        )}
                        {judge ? <BestPlan hand={hand} judge={judge} /> : null}
                      </>
                    ) : (
                      `${count(p.letters, "letter")}, ${count(p.wilds, "wild")} (hidden)`
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {p.sales.length === 0
                      ? "—"
                      : p.sales
                          .flatMap((s) => s.words.map((w) => `${w.word.toUpperCase()} ${money(w.price)}`))
                          .join(", ")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* Under the players, where the table puts it. */}
      <GameOverCard view={shown} who={name.person} />
      {shown.grid !== null ? (
        <section aria-label="Crossword grid" className="rounded-2xl border border-stone-200 bg-white p-3">
          <GridView grid={shown.grid} />
        </section>
      ) : null}
    </div>
  );
}

/** What this hand could fetch right now, sold as well as it can be (packages/words). */
export function BestPlan({ hand, judge }: { readonly hand: readonly Tile[]; readonly judge: WordSource }) {
  const plan = useMemo(() => {
    const tiles = hand.filter((t) => t.letter !== "*").map((t) => ({ letter: t.letter, pips: t.pips }));
    const wilds = hand.length - tiles.length;
    return tiles.length + wilds >= 2 ? bestSalePlan({ tiles, wilds }, judge) : null;
  }, [hand, judge]);
  if (!plan) return null;
  return (
    <p className="mt-1 text-xs text-stone-700" data-testid="replay-best-plan">
      {plan.words.length === 0
        ? "No word to sell in this hand."
        : `Best sale now: ${plan.words.map((w) => `${w.word.toUpperCase()} ${money(w.price)}`).join(", ")}${
            plan.words.length > 1 ? ` = ${money(plan.total)}` : ""
          }${plan.exact ? "" : " (a good plan; too many tiles to search them all)"}`}
    </p>
  );
}
