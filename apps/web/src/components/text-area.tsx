"use client";

import { type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { cx } from "~/lib/cx";
import { controlClass, describedBy, FieldFrame } from "./field";

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly id?: string;
  readonly fieldClassName?: string;
};

export function TextArea({ label, hint, error, id, fieldClassName, className, ...rest }: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={fieldClassName}>
      <textarea
        id={inputId}
        className={cx(controlClass, "min-h-24", className)}
        {...describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
