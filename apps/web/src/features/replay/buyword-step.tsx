import type { BuywordView } from "@wordhall/engine";
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
}: {
  readonly views: readonly BuywordView[];
  readonly perspective: Perspective;
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
        <Fact label="Leader">Seat {shown.leader + 1}</Fact>
        <Fact label="Die">{shown.die ?? "—"}</Fact>
        <Fact label="Tiles in the bag">{shown.bagCount}</Fact>
        <Fact label="Phase">
          {phase.kind}
          {"turn" in phase && phase.turn !== null ? `, seat ${phase.turn + 1}` : ""}
        </Fact>
        {shown.theme ? <Fact label="Theme">{shown.theme}</Fact> : null}
      </dl>
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Players at this step</caption>
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Seat
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
                    Seat {p.seat + 1}
                    {p.left ? <span className="font-normal text-stone-700"> (left)</span> : null}
                  </th>
                  <td className="px-3 py-2 tabular-nums">${p.money}</td>
                  <td className="px-3 py-2">
                    {hand ? (
                      <Tiles tiles={hand} />
                    ) : (
                      `${p.letters} letters, ${p.wilds} wild${p.wilds === 1 ? "" : "s"} (hidden)`
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {p.sales.length === 0
                      ? "—"
                      : p.sales
                          .flatMap((s) => s.words.map((w) => `${w.word.toUpperCase()} $${w.price}`))
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
            Final standings{shown.result.band ? ` · band ${shown.result.band}` : ""}
          </h3>
          <ol className="list-inside list-decimal">
            {shown.result.standings.map((s) => (
              <li key={s.seat}>
                Seat {s.seat + 1}: ${s.money} (best word ${s.bestWord}){s.left ? ", left the game" : ""}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
