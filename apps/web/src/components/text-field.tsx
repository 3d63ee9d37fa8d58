"use client";

import { LengthCounter, lengthProblem } from "@wordhall/ui";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cx } from "~/lib/cx";
import { controlClass, describedBy, FieldFrame } from "./field";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly id?: string;
  /** Classes for the wrapper (label, control and message). */
  readonly fieldClassName?: string;
  /**
   * The most visible characters the field takes. Never maxLength, which cuts what is typed
   * without a word: the field counts as the limit nears and says how much is too many.
   */
  readonly limit?: number;
};

/** A labelled input with an optional hint and an error message announced with it. */
export function TextField({
  label,
  hint,
  error,
  id,
  fieldClassName,
  className,
  limit,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const value = typeof rest.value === "string" ? rest.value : "";
  const tooLong = limit === undefined ? null : lengthProblem(value, limit);
  const counterId = `${inputId}-count`;
  const described = describedBy(inputId, hint, error);
  const describedByIds = [described["aria-describedby"], limit === undefined ? undefined : counterId]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={fieldClassName}>
      <input
        id={inputId}
        className={cx(controlClass, className)}
        {...rest}
        aria-invalid={error || tooLong ? true : undefined}
        aria-describedby={describedByIds || undefined}
      />
      {limit === undefined ? null : <LengthCounter id={counterId} value={value} max={limit} />}
    </FieldFrame>
  );
}
