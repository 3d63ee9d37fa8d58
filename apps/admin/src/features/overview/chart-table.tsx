/**
 * The figures behind a chart as a table, folded away: the chart itself is hidden from
 * screen readers, and this is what they (and anyone who wants exact numbers) read.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly { key: string; label: string }[];
  rows: readonly Record<string, string | number>[];
}) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-sky-800 underline">Show the figures</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="border-b border-slate-200 px-2 py-1 font-medium">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[columns[0]?.key ?? ""])}>
                {columns.map((c) => (
                  <td key={c.key} className="border-b border-slate-100 px-2 py-1 tabular-nums">
                    {row[c.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
