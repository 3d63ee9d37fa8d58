"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Control,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

/** A react-hook-form form that knows the schema it is checked with (fields read their limits from it). */
export type SchemaForm<In extends FieldValues, Out = In> = UseFormReturn<In, unknown, Out> & {
  readonly schema: z.ZodType;
};

/** What a field needs of its form: the control that holds its value and error, and the schema. */
export type FieldHost<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: a field works whatever the form's parsed output.
  readonly control: Control<T, any, any>;
  readonly schema: z.ZodType;
};

/** The two props every field held by a form takes: the form, and the field's name in it. */
export type FormFieldProps<T extends FieldValues> = {
  readonly form: FieldHost<T>;
  readonly name: Path<T>;
};

type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * The one way a form of either app is made: react-hook-form checked by the zod schema the
 * API validates the same input with, so the form refuses exactly what the server would and
 * says it with the server's sentences. `handleSubmit` hands over the parsed values (trimmed,
 * normalised). Errors show once the person tries to send, then follow each change.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): SchemaForm<z.input<S>, z.output<S>> {
  // Not for the React Compiler (the web app is built with it): react-hook-form hands back the
  // same object on every render and changes what it holds (formState, what watch() reads),
  // so a memo keyed on it would keep a form's first values and errors for good. Without one,
  // the form is a new object each render, and whatever reads it reads it again.
  "use no memo";
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    ...options,
    resolver: zodResolver(schema),
  });
  return { ...form, schema };
}
