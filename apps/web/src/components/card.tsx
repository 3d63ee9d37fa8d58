import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "~/lib/cx";

/** A white panel on the page's warm background. Use `as="section"` with a heading for regions. */
export function Card({
  as: Tag = "div",
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  readonly as?: "div" | "section" | "article" | "aside";
  readonly children: ReactNode;
}) {
  return (
    <Tag
      className={cx("rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6", className)}
      {...rest}
    >
      {children}
    </Tag>
  );
}
