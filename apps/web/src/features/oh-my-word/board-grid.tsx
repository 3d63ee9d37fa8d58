import type { OmwClaimView, OmwView } from "@wordhall/client";
import { object, TILE_WORD } from "@wordhall/ui";
import { Appearing, coverIn, motion } from "../live/motion";
import type { SeatNames } from "./table-model";

type Props = {
  readonly view: OmwView;
  readonly name: SeatNames;
  /** Set while the viewer may pick a category (they hold a drawn letter). */
  readonly onPick: ((category: number) => void) | null;
  readonly picked: number | null;
};

/**
 * The boards as grids of categories. A covered category shows its letter large, the term
 * and who played it; one whose claim is still open is marked, and a challenged one stands out.
 * While the viewer holds a letter, open categories are buttons that pick the category.
 *
 * Three columns of smaller tiles on a phone, so a whole board fits on about one screen, up to
 * five on a wide table. Long words (a pack's category can be one 80-letter word) break inside
 * their tile rather than push the grid wider than the screen.
 */
export function BoardGrid({ view, name, onPick, picked }: Props) {
  const claimOf = (id: number | null): OmwClaimView | undefined =>
    id === null ? undefined : view.claims.find((c) => c.id === id);
  return (
    <div className="@container grid grid-cols-1 gap-4">
      {view.boards.map((board) => (
        <section
          key={board.title}
          aria-label={`Board: ${board.title}`}
          className="rounded-2xl border border-omw-200 bg-omw-50 p-2 shadow-sm @md:p-3"
        >
          <h3 className="mb-1.5 px-1 font-display text-sm font-semibold wrap-anywhere text-omw-900 @md:mb-2 @md:px-0">
            {board.title}
          </h3>
          <ol className="grid grid-cols-3 gap-1.5 [perspective:600px] @md:grid-cols-4 @md:gap-2 @xl:grid-cols-5">
            <Appearing>
              {board.categories.map((c) => {
                const cover = c.cover;
                if (cover) {
                  const claim = claimOf(cover.claim);
                  return (
                    <motion.li
                      key={`covered-${c.id}`}
                      {...coverIn}
                      data-omw-tile
                      className={`relative flex min-h-16 flex-col items-center justify-center rounded-xl p-1.5 text-center shadow-inner @md:min-h-20 @md:p-2 ${TILE_WORD} ${
                        claim?.challengedBy != null
                          ? "bg-rose-700 text-white ring-4 ring-rose-300"
                          : claim
                            ? "bg-omw-700 text-white ring-2 ring-omw-300"
                            : "bg-omw-800 text-white"
                      }`}
                    >
                      <span className="sr-only">
                        {c.text}: covered with {cover.letter} by {object(name.person(cover.seat))}, “
                        {cover.term}”
                        {claim ? (claim.challengedBy != null ? ", challenged" : ", open to challenge") : ""}
                      </span>
                      <span
                        aria-hidden="true"
                        className="font-display text-2xl leading-none font-black @md:text-3xl"
                      >
                        {cover.letter}
                      </span>
                      <span
                        aria-hidden="true"
                        className="mt-1 line-clamp-2 text-[0.7rem] leading-tight font-medium @md:text-xs"
                      >
                        {cover.term}
                      </span>
                      <span
                        aria-hidden="true"
                        className="line-clamp-2 text-[0.65rem] leading-tight text-omw-100"
                      >
                        {c.text}
                      </span>
                    </motion.li>
                  );
                }
                const selected = picked === c.id;
                const base = `flex h-full min-h-16 w-full items-center justify-center rounded-xl p-1.5 text-center text-xs leading-snug @md:min-h-20 @md:p-2 @md:text-sm ${TILE_WORD}`;
                return (
                  <li key={`open-${c.id}`} className={TILE_WORD} data-omw-tile>
                    {onPick ? (
                      <button
                        type="button"
                        onClick={() => onPick(c.id)}
                        aria-pressed={selected}
                        className={`${base} border-2 font-medium transition motion-reduce:transition-none ${
                          selected
                            ? "border-omw-700 bg-white text-omw-900 ring-4 ring-omw-300"
                            : "border-omw-200 bg-white text-stone-800 hover:border-omw-500"
                        }`}
                      >
                        {c.text}
                      </button>
                    ) : (
                      <div
                        className={`${base} border border-omw-100 bg-white text-stone-800 ${
                          view.turn.chosen === c.id ? "ring-2 ring-omw-500" : ""
                        }`}
                      >
                        {c.text}
                        {view.turn.chosen === c.id ? (
                          <span className="sr-only"> (the holder's pick)</span>
                        ) : null}
                      </div>
                    )}
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
