import type { BuywordView } from "@wordhall/engine";
import { bandName } from "@wordhall/engine/buyword-bands";
import { count, money } from "@wordhall/ui";
import { bestSalePlan, type WordSource } from "@wordhall/words";
import { useMemo } from "react";
import { Fact } from "./omw-step";
import type { Perspective } from "./perspective";

type Tile = { readonly id: number; readonly letter: string; readonly pips: number };

function Tiles({ tiles }: { readonly tiles: readonly Tile[] }) {
  if (tiles.length === 0) return <span className="text-stone-600">none</span>;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {tiles.map((t) => (
        <span
          key={t.id}
          className="inline-flex min-w-7 items-baseline justify-center rounded bg-amber-100 px-1 font-mono font-bold text-stone-900 ring-1 ring-amber-300"
        >
          {t.letter}
          <sub className="ml-0.5 text-[0.6rem] font-normal">{t.pips}</sub>
        </span>
      ))}
    </span>
  );
}

/** One step of a BuyWord game: money, hands (as the perspective sees them), the phase and sales. */
export function BuywordStep({
  views,
  perspective,
  name,
  judge,
}: {
  readonly views: readonly BuywordView[];
  readonly perspective: Perspective;
  readonly name: (seat: number) => string;
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
  const phase = shown.phase;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Round">
          {shown.round}
          {shown.final ? " (final)" : ""}
        </Fact>
        <Fact label="Leader">{name(shown.leader)}</Fact>
        <Fact label="Die">{shown.die ?? "—"}</Fact>
        <Fact label="Tiles in the bag">{shown.bagCount}</Fact>
        <Fact label="Phase">
          {phase.kind}
          {"turn" in phase && phase.turn !== null ? `, ${name(phase.turn)}` : ""}
        </Fact>
        {shown.theme ? <Fact label="Theme">{shown.theme}</Fact> : null}
      </dl>
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
                        <Tiles tiles={hand} />
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
      {shown.result ? (
        <section
          aria-label="Result"
          className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-sm"
        >
          <h3 className="mb-1 font-semibold">
            Final standings{shown.result.band ? ` · band ${bandName(shown.result.band)}` : ""}
          </h3>
          <ol className="list-inside list-decimal">
            {shown.result.standings.map((s) => (
              <li key={s.seat}>
                {name(s.seat)}: {money(s.money)} (best word {money(s.bestWord)})
                {s.left ? ", left the game" : ""}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

/** What this hand could fetch right now, sold as well as it can be (packages/words). */
function BestPlan({ hand, judge }: { readonly hand: readonly Tile[]; readonly judge: WordSource }) {
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
