import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

/** A titled group of settings; `advanced` ones start folded away. */
export function SettingsGroup({
  legend,
  description,
  advanced = false,
  children,
  className,
}: {
  readonly legend: string;
  readonly description?: ReactNode;
  readonly advanced?: boolean;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  if (advanced) {
    return (
      <details className={cx("group rounded-xl border border-stone-200 bg-stone-50/60 p-4", className)}>
        <summary className="cursor-pointer rounded-md font-semibold text-stone-900">
          {legend}
          {description ? (
            <span className="block text-sm font-normal text-stone-600">{description}</span>
          ) : null}
        </summary>
        <fieldset className="mt-4 space-y-4">
          <legend className="sr-only">{legend}</legend>
          {children}
        </fieldset>
      </details>
    );
  }
  return (
    <fieldset className={cx("space-y-4 rounded-xl border border-stone-200 p-4", className)}>
      <legend className="px-1 font-semibold text-stone-900">{legend}</legend>
      {description ? <p className="-mt-2 text-sm text-stone-600">{description}</p> : null}
      {children}
    </fieldset>
  );
}
