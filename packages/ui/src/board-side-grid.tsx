import { TILE_WORD } from "./tile-word";

export type BoardSideGridProps = {
  readonly name: string;
  readonly categories: readonly string[];
};

/**
 * One side of an Oh My Word board as a pack shows it: its categories in a grid (the pack
 * editor's preview, a pack's page, the landing page's built-in boards, the moderators'
 * review). A game's boards, covers and all, are the table's own grid (the web app's
 * BoardGrid). Long words wrap inside their tile (TILE_WORD), and the side itself may shrink
 * inside the grid it is put in, so neither pushes the page wider than a phone.
 */
export function BoardSideGrid({ name, categories }: BoardSideGridProps) {
  return (
    <section
      aria-label={name}
      className="min-w-0 rounded-xl border border-amber-200 bg-amber-50 p-3 shadow-sm"
    >
      <h3 className="mb-2 text-sm font-semibold wrap-anywhere text-amber-900">{name}</h3>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {categories.map((category, index) => (
          <li
            // A side's place is its identity: an editor's preview may repeat a word while typing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-omw-tile
            className={`flex min-h-14 items-center justify-center rounded-lg bg-white p-2 text-center text-xs leading-snug text-stone-800 ${TILE_WORD}`}
          >
            {category}
          </li>
        ))}
      </ol>
    </section>
  );
}
