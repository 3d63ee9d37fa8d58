import { cx } from "~/lib/cx";

/** A quiet "loading" line, announced politely to screen readers. */
export function Loading({
  label = "Loading…",
  className,
}: {
  readonly label?: string;
  readonly className?: string;
}) {
  return (
    <p role="status" className={cx("flex items-center gap-2 text-stone-600", className)}>
      <span
        aria-hidden="true"
        className="inline-block size-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand-600"
      />
      {label}
    </p>
  );
}
