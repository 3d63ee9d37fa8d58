import type { OmwClaimView, OmwView } from "@wordhall/client";
import { object, TILE_WORD } from "@wordhall/ui";
import { Appearing, coverIn, motion } from "../live/motion";
import type { SeatNames } from "./table-model";

/**
 * The boards on the table display, to be read from across a room: five categories a row,
 * a covered one with its letter large, the term and who played it. The holder's pick
 * (OMW-13) is ringed; a term still open to challenge is marked, a challenged one is red.
 * Nothing here is a control: the display is nobody's seat.
 */
export function DisplayBoards({ view, name }: { readonly view: OmwView; readonly name: SeatNames }) {
  const claimOf = (id: number | null): OmwClaimView | undefined =>
    id === null ? undefined : view.claims.find((c) => c.id === id);
  return (
    <div className={`grid gap-4 ${view.boards.length > 1 ? "min-[1700px]:grid-cols-2" : ""}`}>
      {/* Each board's title is an h3: under the display's h1 they need an h2 (axe's order). */}
      <h2 className="sr-only">The boards</h2>
      {view.boards.map((board) => (
        <section
          key={board.title}
          aria-label={`Board: ${board.title}`}
          className="rounded-3xl bg-stone-900 p-3 ring-1 ring-white/10"
        >
          <h3 className="mb-2 px-1 font-display text-lg font-bold wrap-anywhere text-omw-200">
            {board.title}
          </h3>
          <ol className="grid grid-cols-5 gap-2 [perspective:800px]">
            <Appearing>
              {board.categories.map((c) => {
                const cover = c.cover;
                if (cover) {
                  const claim = claimOf(cover.claim);
                  const challenged = claim?.challengedBy != null;
                  return (
                    <motion.li
                      key={`covered-${c.id}`}
                      {...coverIn}
                      data-omw-tile
                      data-testid="display-covered"
                      className={`flex min-h-28 flex-col items-center justify-center rounded-2xl p-2 text-center ${TILE_WORD} ${
                        challenged
                          ? "bg-rose-700 ring-4 ring-rose-300"
                          : claim
                            ? "bg-omw-700 ring-2 ring-omw-300"
                            : "bg-omw-800"
                      }`}
                    >
                      <span className="sr-only">
                        {c.text}: covered with {cover.letter} by {object(name.person(cover.seat))}, “
                        {cover.term}”{claim ? (challenged ? ", challenged" : ", open to challenge") : ""}
                      </span>
                      <span aria-hidden="true" className="font-display text-5xl leading-none font-black">
                        {cover.letter}
                      </span>
                      <span aria-hidden="true" className="mt-1 line-clamp-2 text-lg leading-tight font-bold">
                        {cover.term}
                      </span>
                      <span aria-hidden="true" className="line-clamp-1 text-sm leading-tight text-omw-100">
                        {c.text} · {name(cover.seat)}
                      </span>
                    </motion.li>
                  );
                }
                const chosen = view.turn.chosen === c.id;
                return (
                  <li
                    key={`open-${c.id}`}
                    data-omw-tile
                    className={`flex min-h-28 items-center justify-center rounded-2xl bg-white p-2 text-center text-xl leading-snug font-semibold text-stone-900 ${TILE_WORD} ${
                      chosen ? "ring-8 ring-amber-400" : ""
                    }`}
                  >
                    {c.text}
                    {chosen ? <span className="sr-only"> (the holder's pick)</span> : null}
                  </li>
                );
              })}
            </Appearing>
          </ol>
        </section>
      ))}
    </div>
  );
}
