import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

/** Shared look of text inputs, selects and text areas. */
export const controlClass =
  "block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 " +
  "shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-3 focus:outline-brand-300 " +
  "disabled:bg-stone-100 disabled:text-stone-600 aria-invalid:border-red-700";

export type FieldFrameProps = {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode | undefined;
  readonly error?: string | null | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
};

/** Label above, the control, then a hint or an error tied to it by id. */
export function FieldFrame({ id, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={cx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes that tie a control to its hint or error. */
export function describedBy(id: string, hint: unknown, error: string | null | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
