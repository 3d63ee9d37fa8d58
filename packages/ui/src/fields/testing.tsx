import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createFormControl, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { type SchemaForm, useSchemaForm } from "./use-schema-form";

// For tests of forms: a form as a person leaves it after pressing send, the schema's
// resolver having run over what they typed, rendered as the page shows it.

type FormSchema = z.ZodType<unknown, FieldValues>;
type Held<S extends FormSchema> = SchemaForm<z.input<S>, z.output<S>>;

function HeldForm<S extends FormSchema>({
  schema,
  formControl,
  render,
}: {
  readonly schema: S;
  readonly formControl: unknown;
  readonly render: (form: Held<S>) => ReactNode;
}) {
  const form = useSchemaForm(schema, { formControl: formControl as never });
  return <>{render(form)}</>;
}

/** The HTML of `render(form)` once `values` were sent and checked by `schema`. */
export async function renderSubmitted<S extends FormSchema>(
  schema: S,
  values: z.input<S>,
  render: (form: Held<S>) => ReactNode,
): Promise<string> {
  const control = createFormControl<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: values as never,
  });
  await control.trigger();
  return renderToStaticMarkup(<HeldForm schema={schema} formControl={control.formControl} render={render} />);
}
