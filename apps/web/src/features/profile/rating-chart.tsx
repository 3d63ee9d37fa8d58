import { count } from "@wordhall/ui";
/**
 * A player's rating after each rated game, as a small line chart (plain SVG: a few dozen
 * points need no chart library). The numbers are also given as text for screen readers.
 */
export function RatingChart({
  points,
  label,
}: {
  readonly points: readonly { readonly at: number; readonly rating: number }[];
  readonly label: string;
}) {
  if (points.length < 2) return null;
  const W = 240;
  const H = 64;
  const values = points.map((p) => p.rating);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = Math.max(hi - lo, 20);
  const mid = (hi + lo) / 2;
  const x = (i: number) => (i / (points.length - 1)) * (W - 8) + 4;
  const y = (v: number) => H - 6 - ((v - (mid - span / 2)) / span) * (H - 12);
  const path = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`)
    .join(" ");
  const last = points[points.length - 1];
  return (
    <figure className="space-y-1">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-16 w-full text-brand-600" role="img" aria-label={label}>
        <title>{label}</title>
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        {last ? <circle cx={x(points.length - 1)} cy={y(last.rating)} r="3" fill="currentColor" /> : null}
      </svg>
      <figcaption className="flex justify-between text-xs text-stone-600 tabular-nums">
        <span>low {lo}</span>
        <span>last {count(points.length, "game")}</span>
        <span>high {hi}</span>
      </figcaption>
    </figure>
  );
}
