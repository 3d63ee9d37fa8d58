import { nounFor } from "@wordhall/ui";
/**
 * BuyWord's bag of tiles, drawn, with how many tiles are left in it. Decorative drawing; the
 * count is the text (and "tiles" is said for screen readers).
 */
export function Bag({ count }: { readonly count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-stone-600" data-testid="bw-bag">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        {/* The drawstring, the gathered neck and the cloth, tied with a cord. */}
        <path
          d="M11 7.5c1.5-2.5 8.5-2.5 10 0"
          fill="none"
          stroke="#78350f"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <path d="M12.5 9.5 11 7h10l-1.5 2.5Z" fill="#b45309" />
        <path
          d="M12.5 9.5C7 12 4.5 17 5.5 22.5 6.5 27.5 11 29 16 29s9.5-1.5 10.5-6.5c1-5.5-1.5-10.5-7-13Z"
          fill="#d97706"
          stroke="#92400e"
          strokeWidth="1.2"
        />
        <path d="M12 10h8" stroke="#78350f" strokeWidth="1.8" strokeLinecap="round" />
        <path
          d="M10 18c2 1 4 1.4 6 1.4s4-.4 6-1.4"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="1"
          opacity=".7"
        />
      </svg>
      <span>
        <strong className="text-stone-900 tabular-nums">{count}</strong> {nounFor(count, "tile")}
      </span>
    </span>
  );
}
