import type { BuywordView } from "./types";

/** The crossword variant's shared grid (BW-24), with row and column numbers for placing words. */
export function GridView({ grid }: { grid: NonNullable<BuywordView["grid"]> }) {
  if (grid.length === 0)
    return (
      <p className="text-sm text-stone-600">
        The grid is empty: the first word goes through its centre square (row 0, column 0).
      </p>
    );
  const rows = grid.map((c) => c.row);
  const cols = grid.map((c) => c.col);
  const top = Math.min(...rows) - 1;
  const bottom = Math.max(...rows) + 1;
  const left = Math.min(...cols) - 1;
  const right = Math.max(...cols) + 1;
  const at = new Map(grid.map((c) => [`${c.row},${c.col}`, c]));
  const colNums = Array.from({ length: right - left + 1 }, (_, i) => left + i);
  return (
    <div className="relative overflow-x-auto">
      <table className="border-collapse text-center font-bold">
        <caption className="sr-only">Crossword grid</caption>
        <thead>
          <tr>
            <th scope="col" className="w-7 text-xs font-normal text-stone-500">
              <span className="sr-only">Row</span>
            </th>
            {colNums.map((c) => (
              <th key={c} scope="col" className="w-8 text-xs font-normal text-stone-500">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: bottom - top + 1 }, (_, i) => top + i).map((r) => (
            <tr key={r}>
              <th scope="row" className="text-xs font-normal text-stone-500">
                {r}
              </th>
              {colNums.map((c) => {
                const cell = at.get(`${r},${c}`);
                return (
                  <td
                    key={c}
                    className={`h-8 w-8 border ${cell ? (cell.tile.letter === "*" ? "border-violet-400 bg-violet-100" : "border-amber-400 bg-amber-50") : "border-stone-200 bg-white"}`}
                  >
                    {cell?.letter ?? ""}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
