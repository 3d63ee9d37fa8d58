import type { ReactNode } from "react";

/** Joins class names, skipping the falsy ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** Shared look of text inputs, selects and text areas in both apps. */
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
  /** Hides the label from sight (a screen reader still reads it), for a field whose row says it. */
  readonly hideLabel?: boolean | undefined;
  /** Under the error or hint: a limited field's counter, so the sentence sits by the control. */
  readonly after?: ReactNode;
  readonly children: ReactNode;
};

/** Label above, the control, then the error (or the hint) tied to it by id. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  hideLabel,
  after,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx("space-y-1", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-semibold text-stone-800"}>
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
      {after}
    </div>
  );
}

/** The aria attributes that tie a control to its error or hint, and to its counter if it has one. */
export function fieldAria(
  id: string,
  {
    hint,
    error,
    counted,
    invalid,
  }: { hint?: unknown; error?: string | null | undefined; counted?: boolean; invalid?: boolean },
) {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : undefined, counted ? `${id}-count` : undefined]
    .filter(Boolean)
    .join(" ");
  return {
    "aria-invalid": error || invalid ? true : undefined,
    "aria-describedby": ids || undefined,
  } as const;
}
