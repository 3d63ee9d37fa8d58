"use client";

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
};

/** A labelled input with an optional hint and an error message announced with it. */
export function TextField({ label, hint, error, id, fieldClassName, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={fieldClassName}>
      <input
        id={inputId}
        className={cx(controlClass, className)}
        {...describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
