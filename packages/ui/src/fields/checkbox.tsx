"use client";

import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cx } from "./field-frame";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly id?: string;
};

/** A checkbox with its label beside it; the whole row is the click target. */
export function Checkbox({ label, hint, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cx("flex items-start gap-3", className)}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        {...rest}
      />
      <div>
        <label htmlFor={inputId} className="font-medium text-stone-900">
          {label}
        </label>
        {hint ? (
          <p id={`${inputId}-hint`} className="text-sm text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
