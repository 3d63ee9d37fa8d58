import { cx } from "~/lib/cx";

/**
 * A quiet "loading" line, announced politely to screen readers. `page` marks the placeholder
 * of a whole page's content (a room, a table, a replay): it holds most of a screen's height, so
 * the footer isn't in view only to be pushed away when the content arrives (a layout shift
 * Lighthouse counted against every such page).
 */
export function Loading({
  label = "Loading…",
  className,
  page = false,
}: {
  readonly label?: string;
  readonly className?: string;
  readonly page?: boolean;
}) {
  return (
    <p
      role="status"
      className={cx("flex items-start gap-2 text-stone-600", page && "min-h-[80svh]", className)}
    >
      <span
        aria-hidden="true"
        className="mt-1 inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-stone-300 border-t-brand-600 motion-reduce:animate-none"
      />
      {label}
    </p>
  );
}
