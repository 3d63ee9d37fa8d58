import { type HTMLAttributes, type ReactNode, useId } from "react";
import { cx } from "./cx";

export type CardProps = Omit<HTMLAttributes<HTMLElement>, "title"> & {
  readonly as?: "div" | "section" | "article" | "aside";
  /** The heading of the region: the card becomes a section named by it (`id` is the heading's). */
  readonly title?: ReactNode;
  /** Controls on the heading's line (right of it, under it on phones). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
};

const look = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6";

/**
 * A white panel on the page's background. Given a `title` it is a section labelled by that
 * heading, so every such card is a named region.
 */
export function Card({ as, title, actions, id, className, children, ...rest }: CardProps) {
  const ownId = useId();
  if (title === undefined || title === null) {
    const Tag = as ?? "div";
    return (
      <Tag id={id} className={cx(look, className)} {...rest}>
        {children}
      </Tag>
    );
  }
  const Tag = as ?? "section";
  const headingId = id ?? ownId;
  return (
    <Tag aria-labelledby={headingId} className={cx(look, className)} {...rest}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-stone-950">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Tag>
  );
}
