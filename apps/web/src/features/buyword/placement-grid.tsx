"use client";

import { type KeyboardEvent, useRef, useState } from "react";
import { cx } from "~/lib/cx";
import type { GridTile, Placement } from "./crossword-preview";

type Ghost = { readonly row: number; readonly col: number; readonly letter: string };

const key = (row: number, col: number) => `${row},${col}`;

/**
 * BW-24 to BW-27: where a crossword word goes, chosen on the grid itself. A tap or click on a
 * cell starts the word there; on the start again it turns the word from across to down. The
 * word's new letters show as ghost tiles where they would land. By keyboard the arrows move
 * between cells and Enter or Space does what a click does (one cell is in the tab order).
 */
export function PlacementGrid({
  grid,
  placement,
  ghosts,
  onChange,
}: {
  readonly grid: readonly GridTile[];
  readonly placement: Placement;
  /** The new tiles of the word as it would be laid out now, when it can be. */
  readonly ghosts: readonly Ghost[];
  readonly onChange: (p: Placement) => void;
}) {
  const [focus, setFocus] = useState<{ row: number; col: number }>({
    row: placement.row,
    col: placement.col,
  });
  const box = useRef<HTMLDivElement>(null);
  const byCell = new Map(grid.map((g) => [key(g.row, g.col), g]));
  const ghostAt = new Map(ghosts.map((g) => [key(g.row, g.col), g]));
  // What must be in view: the grid, the ghosts and the start, with a free ring around them
  // (an empty grid shows the centre with room for a first word).
  const rows = [...grid.map((g) => g.row), ...ghosts.map((g) => g.row), placement.row];
  const cols = [...grid.map((g) => g.col), ...ghosts.map((g) => g.col), placement.col];
  const pad = grid.length === 0 ? 2 : 1;
  const top = Math.min(...rows) - pad;
  const bottom = Math.max(...rows) + pad;
  const left = Math.min(...cols) - pad;
  const right = Math.max(...cols) + pad;
  const rowNums = Array.from({ length: bottom - top + 1 }, (_, i) => top + i);
  const colNums = Array.from({ length: right - left + 1 }, (_, i) => left + i);
  const inView = (r: number, c: number) => r >= top && r <= bottom && c >= left && c <= right;
  const focused = inView(focus.row, focus.col) ? focus : { row: placement.row, col: placement.col };

  const pick = (row: number, col: number) => {
    const again = row === placement.row && col === placement.col;
    onChange({ row, col, dir: again ? (placement.dir === "across" ? "down" : "across") : placement.dir });
    setFocus({ row, col });
  };
  const move = (e: KeyboardEvent) => {
    const step: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const d = step[e.key];
    if (!d) return;
    e.preventDefault();
    const row = Math.max(top, Math.min(bottom, focused.row + d[0]));
    const col = Math.max(left, Math.min(right, focused.col + d[1]));
    setFocus({ row, col });
    box.current?.querySelector<HTMLButtonElement>(`[data-cell="${key(row, col)}"]`)?.focus();
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">Where the word goes</legend>
      <p className="text-sm text-stone-600">
        Tap the cell of its first letter; tap it again to turn the word{" "}
        {placement.dir === "across" ? "down" : "across"}.
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Direction</legend>
        {(["across", "down"] as const).map((dir) => (
          <button
            key={dir}
            type="button"
            aria-pressed={placement.dir === dir}
            onClick={() => onChange({ ...placement, dir })}
            className={cx(
              "rounded-md border px-3 py-1.5 text-sm font-semibold",
              placement.dir === dir
                ? "border-emerald-700 bg-emerald-700 text-white"
                : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
            )}
          >
            {dir === "across" ? "Across →" : "Down ↓"}
          </button>
        ))}
      </fieldset>
      <div ref={box} className="relative max-w-full overflow-x-auto pb-1" data-testid="bw-placement-grid">
        {/* Each cell's button names its row, column and letter: the grid needs no label of its own. */}
        <div
          className="inline-grid gap-0.5"
          style={{ gridTemplateColumns: `repeat(${colNums.length}, 2.25rem)` }}
        >
          {rowNums.flatMap((r) =>
            colNums.map((c) => {
              const tile = byCell.get(key(r, c));
              const ghost = ghostAt.get(key(r, c));
              const start = r === placement.row && c === placement.col;
              const centre = r === 0 && c === 0 && grid.length === 0;
              const what = tile ? tile.letter : ghost ? `${ghost.letter}, new` : "empty";
              return (
                <button
                  key={key(r, c)}
                  type="button"
                  data-cell={key(r, c)}
                  tabIndex={r === focused.row && c === focused.col ? 0 : -1}
                  aria-pressed={start}
                  aria-label={`Row ${r}, column ${c}: ${what}${start ? `, the word starts here, ${placement.dir}` : ""}`}
                  onClick={() => pick(r, c)}
                  onKeyDown={move}
                  onFocus={() => setFocus({ row: r, col: c })}
                  className={cx(
                    "relative grid size-9 place-items-center rounded text-base font-bold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700",
                    tile
                      ? tile.wild
                        ? "border border-violet-400 bg-violet-100 text-stone-900"
                        : "border border-amber-400 bg-amber-50 text-stone-900"
                      : ghost
                        ? "border-2 border-dashed border-emerald-600 bg-emerald-50 text-emerald-900"
                        : cx(
                            "border bg-white text-stone-400",
                            centre ? "border-emerald-400" : "border-stone-200",
                          ),
                    start && "ring-2 ring-emerald-700 ring-offset-1",
                  )}
                >
                  {tile?.letter ?? ghost?.letter ?? (centre ? "★" : "")}
                  {start ? (
                    <span
                      aria-hidden="true"
                      className="absolute -top-1.5 -right-1.5 rounded-full bg-emerald-700 px-1 text-[0.6rem] leading-4 text-white"
                    >
                      {placement.dir === "across" ? "→" : "↓"}
                    </span>
                  ) : null}
                </button>
              );
            }),
          )}
        </div>
      </div>
    </fieldset>
  );
}
