"use client";

import { type FieldValues, useController } from "react-hook-form";
import { textLimitAt } from "./schema-at";
import { SelectField, type SelectFieldProps } from "./select-field";
import { TextArea, type TextAreaProps } from "./text-area";
import { TextField, type TextFieldProps } from "./text-field";
import type { FormFieldProps } from "./use-schema-form";

// The fields held by a form (useSchemaForm): value, error and limit come from the form and
// its schema. Apart from the plain fields because they bring react-hook-form and the schema
// walk (Zod's definitions) with them: a page with no form loads neither (docs/web.md).

/** A TextField held by a form: its value, its error and its limit all come from the form's schema. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  ...rest
}: FormFieldProps<T> & Omit<TextFieldProps, "form" | "name" | "value" | "defaultValue" | "error" | "limit">) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={(e) => {
        field.onChange(e);
        rest.onChange?.(e);
      }}
      onBlur={field.onBlur}
      disabled={field.disabled ?? rest.disabled}
      error={fieldState.error?.message}
      limit={textLimitAt(form.schema, name)}
    />
  );
}

/** A TextArea held by a form: its value, its error and its limit all come from the form's schema. */
export function FormTextArea<T extends FieldValues>({
  form,
  name,
  ...rest
}: FormFieldProps<T> & Omit<TextAreaProps, "form" | "name" | "value" | "defaultValue" | "error" | "limit">) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextArea
      {...rest}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={(e) => {
        field.onChange(e);
        rest.onChange?.(e);
      }}
      onBlur={field.onBlur}
      disabled={field.disabled ?? rest.disabled}
      error={fieldState.error?.message}
      limit={textLimitAt(form.schema, name)}
    />
  );
}

/** A SelectField held by a form. */
export function FormSelectField<T extends FieldValues>({
  form,
  name,
  ...rest
}: FormFieldProps<T> & Omit<SelectFieldProps, "form" | "name" | "value" | "defaultValue" | "error">) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <SelectField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? "")}
      onChange={(e) => {
        field.onChange(e);
        rest.onChange?.(e);
      }}
      onBlur={field.onBlur}
      disabled={field.disabled ?? rest.disabled}
      error={fieldState.error?.message}
    />
  );
}
