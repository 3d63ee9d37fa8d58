"use client";

import { type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { controlClass, cx, FieldFrame, fieldAria } from "./field-frame";
import { LengthCounter, lengthProblem } from "./text-limit";

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "maxLength"> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | null | undefined;
  readonly id?: string;
  /** Classes for the wrapper (label, control and message). */
  readonly fieldClassName?: string;
  readonly hideLabel?: boolean;
  /**
   * The most visible characters the field takes, from a schema (never a number written at
   * the call site). Never maxLength, which cuts what is typed without a word: the field
   * takes everything, counts as the limit nears and says how much is too many.
   */
  readonly limit?: number | undefined;
  readonly ref?: React.Ref<HTMLTextAreaElement>;
};

/** A labelled text area with an optional hint, a counter when limited, and its error announced with it. */
export function TextArea({
  label,
  hint,
  error,
  id,
  fieldClassName,
  hideLabel,
  className,
  limit,
  ...rest
}: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const value = typeof rest.value === "string" ? rest.value : "";
  const tooLong = limit === undefined ? null : lengthProblem(value, limit);
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      className={fieldClassName}
      hideLabel={hideLabel}
      after={
        limit === undefined ? null : (
          <LengthCounter id={`${inputId}-count`} value={value} max={limit} quiet={Boolean(error)} />
        )
      }
    >
      <textarea
        id={inputId}
        className={cx(controlClass, "min-h-24", className)}
        {...rest}
        {...fieldAria(inputId, { hint, error, counted: limit !== undefined, invalid: tooLong !== null })}
      />
    </FieldFrame>
  );
}
