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

/**
 * What every held field takes from the form alike: its ref, name, handlers, disabled state and
 * error. The caller's own onChange still runs after the form's.
 */
function useHeldField<T extends FieldValues, E>(
  { form, name }: FormFieldProps<T>,
  own: { readonly onChange?: ((event: E) => void) | undefined; readonly disabled?: boolean | undefined },
) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    value: field.value as unknown,
    held: {
      ref: field.ref,
      name: field.name,
      onChange: (event: E) => {
        field.onChange(event);
        own.onChange?.(event);
      },
      onBlur: field.onBlur,
      disabled: field.disabled ?? own.disabled,
      error: fieldState.error?.message,
    },
  };
}

/** A TextField held by a form: its value, its error and its limit all come from the form's schema. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  ...rest
}: FormFieldProps<T> & Omit<TextFieldProps, "form" | "name" | "value" | "defaultValue" | "error" | "limit">) {
  const { value, held } = useHeldField({ form, name }, rest);
  return (
    <TextField
      {...rest}
      {...held}
      value={typeof value === "string" ? value : ""}
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
  const { value, held } = useHeldField({ form, name }, rest);
  return (
    <TextArea
      {...rest}
      {...held}
      value={typeof value === "string" ? value : ""}
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
  const { value, held } = useHeldField({ form, name }, rest);
  return <SelectField {...rest} {...held} value={String(value ?? "")} />;
}
