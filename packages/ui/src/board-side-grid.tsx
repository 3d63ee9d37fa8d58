export type BoardSideGridProps = {
  readonly name: string;
  readonly categories: readonly string[];
  /** Letters covering categories, by index; absent means uncovered. */
  readonly covers?: Readonly<Record<number, string>>;
};

/**
 * One side of an Oh My Word board: its categories in a grid, each covered one showing its
 * letter. Used for pack previews on the home page and, later, for the live table.
 */
export function BoardSideGrid({ name, categories, covers = {} }: BoardSideGridProps) {
  return (
    <section aria-label={name} className="rounded-xl border border-amber-200 bg-amber-50 p-3 shadow-sm">
      <h3 className="mb-2 text-sm font-semibold text-amber-900">{name}</h3>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {categories.map((category, index) => {
          const letter = covers[index];
          return (
            <li
              key={category}
              className={`flex min-h-14 items-center justify-center rounded-lg p-2 text-center text-xs ${
                letter ? "bg-amber-700 font-bold text-white" : "bg-white text-stone-800"
              }`}
              aria-label={letter ? `${category}, covered with ${letter}` : category}
            >
              {letter ? <span className="text-lg">{letter}</span> : category}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
