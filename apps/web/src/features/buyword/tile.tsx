import { count } from "@wordhall/ui";
import type { BuywordTileView } from "./types";

const SIZES = {
  sm: "h-9 w-8 text-base",
  md: "h-12 w-11 text-xl",
} as const;

/** The letter and its pips as dots (1–4), as on the physical tiles; a wild shows a star. */
export function TileFace({
  tile,
  size = "md",
  wildAs = null,
  used = false,
}: {
  tile: BuywordTileView;
  size?: keyof typeof SIZES;
  wildAs?: string | null;
  /** Already in the word (or not available): grey and dashed, not faded, so the letter stays readable. */
  used?: boolean;
}) {
  const wild = tile.letter === "*";
  return (
    <span
      className={`relative inline-flex select-none flex-col items-center justify-center rounded-md border font-bold shadow-sm ${SIZES[size]} ${
        used
          ? "border-dashed border-stone-400 bg-stone-100 text-stone-600 shadow-none"
          : wild
            ? "border-violet-400 bg-violet-100 text-violet-900"
            : "border-amber-400 bg-amber-50 text-stone-900"
      }`}
    >
      <span aria-hidden="true" className="leading-none">
        {wild ? (wildAs ?? "★") : tile.letter}
      </span>
      <span aria-hidden="true" className="mt-0.5 flex gap-0.5">
        {Array.from({ length: tile.pips }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pips are identical dots
          <span key={i} className="h-1 w-1 rounded-full bg-current opacity-70" />
        ))}
      </span>
      <span className="sr-only">{tileLabel(tile, wildAs)}</span>
    </span>
  );
}

export function tileLabel(tile: BuywordTileView, wildAs: string | null = null): string {
  if (tile.letter === "*") return wildAs ? `wild as ${wildAs}, 1 pip` : "wild, 1 pip";
  return `${tile.letter}, ${count(tile.pips, "pip")}`;
}

export function TileRow({
  tiles,
  size = "md",
}: {
  tiles: readonly BuywordTileView[];
  size?: keyof typeof SIZES;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={count(tiles.length, "tile")}>
      {tiles.map((t) => (
        <li key={t.id}>
          <TileFace tile={t} size={size} />
        </li>
      ))}
    </ul>
  );
}
