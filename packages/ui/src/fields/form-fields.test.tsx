import { displayNameSchema, multiLineText, singleLineText } from "@wordhall/validators";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FormTextArea, FormTextField } from "./form-fields";
import { schemaAt, textLimitAt } from "./schema-at";
import { renderSubmitted } from "./testing";
import { type SchemaForm, useSchemaForm } from "./use-schema-form";

const signUp = z.object({
  name: displayNameSchema,
  details: multiLineText({ label: "Details", min: 0, max: 20 }),
});
type SignUp = z.input<typeof signUp>;

const afterSubmit = (
  values: SignUp,
  render: (form: SchemaForm<SignUp, z.output<typeof signUp>>) => React.ReactNode,
) => renderSubmitted(signUp, values, render);

function Typed({ value }: { value: string }) {
  const form = useSchemaForm(signUp, { defaultValues: { name: value, details: "" } });
  return <FormTextField form={form} name="name" id="name" label="Display name" />;
}

describe("fields held by a form", () => {
  it("show the schema's sentence beside the field, tied to it by aria-describedby", async () => {
    const html = await afterSubmit({ name: "  ", details: "" }, (form) => (
      <FormTextField form={form} name="name" id="name" label="Display name" />
    ));
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="name-error name-count"');
    expect(html).toContain(
      '<p id="name-error" class="text-sm font-medium text-red-700">Choose a display name.</p>',
    );
  });

  it("take text past the limit, say how much is too many, and the schema refuses it", async () => {
    const long = "x".repeat(25);
    const html = await afterSubmit({ name: "Ann", details: long }, (form) => (
      <>
        <FormTextField form={form} name="name" id="name" label="Display name" />
        <FormTextArea form={form} name="details" id="details" label="Details" />
      </>
    ));
    // Nothing was cut: the whole text is in the field, and no maxlength anywhere.
    expect(html).toContain(`>${long}</textarea>`);
    expect(html).not.toContain("maxlength");
    expect(html).toContain(
      '<p id="details-error" class="text-sm font-medium text-red-700">Details are at most 20 characters.</p>',
    );
    expect(html).toContain("25 / 20");
    // The name is fine: no error, not invalid.
    expect(html).not.toContain("name-error");
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
  });

  it("count as the limit nears and say it past the limit before anything is sent", () => {
    expect(renderToStaticMarkup(<Typed value={"x".repeat(35)} />)).toContain("35 / 40");
    const over = renderToStaticMarkup(<Typed value={"x".repeat(43)} />);
    expect(over).toContain("3 characters too many: 40 at most.");
    expect(over).toContain('aria-invalid="true"');
  });
});

describe("a field's limit", () => {
  it("is found in the form's schema by the field's name, through arrays and wrappers", () => {
    const pack = z.object({
      title: singleLineText({ label: "Titles", max: 80 }),
      note: multiLineText({ label: "Notes", min: 0, max: 1000 })
        .optional()
        .transform((n) => n || null),
      sides: z.array(
        z.object({ categories: z.array(singleLineText({ label: "Categories", max: 70 })).max(15) }),
      ),
      count: z.number().max(9),
    });
    expect(textLimitAt(pack, "title")).toBe(80);
    expect(textLimitAt(pack, "note")).toBe(1000);
    expect(textLimitAt(pack, "sides.2.categories.14")).toBe(70);
    expect(textLimitAt(pack, "count")).toBeUndefined();
    expect(schemaAt(pack, "sides.x")).toBeUndefined();
    expect(schemaAt(pack, "missing")).toBeUndefined();
  });
});
