"use client";

import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { controlClass, cx, FieldFrame, fieldAria } from "./field-frame";

export type SelectOption = { readonly value: string; readonly label: string; readonly disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> & {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  readonly hint?: ReactNode;
  readonly error?: string | null | undefined;
  readonly id?: string;
  readonly fieldClassName?: string;
  readonly ref?: React.Ref<HTMLSelectElement>;
};

/** A labelled native select: keyboard, touch and screen readers all work as they should. */
export function SelectField({
  label,
  options,
  hint,
  error,
  id,
  fieldClassName,
  className,
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} className={fieldClassName}>
      <select
        id={selectId}
        className={cx(controlClass, "pr-8", className)}
        {...fieldAria(selectId, { hint, error })}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
