import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readSource, sourceFiles } from "@wordhall/lint/source-files";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Form, splitFormClasses } from "./form";

const root = resolve(fileURLToPath(import.meta.url), "../../../..");

/** The .tsx sources of `dir` (tests left out). */
const sources = (dir: string) => sourceFiles(dir).filter((file) => file.endsWith(".tsx"));

describe("Form", () => {
  it("is sent as the server rendered it with every field disabled, so nothing goes before React has it", () => {
    const html = renderToStaticMarkup(
      <Form className="mt-6 space-y-4" aria-label="Sign up">
        <input name="password" />
        <button type="submit">Create account</button>
      </Form>,
    );
    expect(html).toBe(
      '<form aria-label="Sign up" class="mt-6"><fieldset disabled="" class="min-w-0 space-y-4">' +
        '<input name="password"/><button type="submit">Create account</button></fieldset></form>',
    );
  });

  it("keeps the form's layout: spacing goes to the fields, grid and flex stay on the form", () => {
    expect(splitFormClasses("grid gap-3 sm:grid-cols-2")).toEqual({
      form: "grid gap-3 sm:grid-cols-2",
      fields: "contents",
    });
    expect(splitFormClasses("space-y-4 p-5")).toEqual({ form: "p-5", fields: "min-w-0 space-y-4" });
    expect(splitFormClasses(undefined)).toEqual({ form: undefined, fields: "contents" });
  });

  it("is the only form element in both apps: every form there is a Form", () => {
    const files = ["apps/web/src", "apps/admin/src"].flatMap((dir) => sources(join(root, dir)));
    const raw = files.filter((file) => /<form[\s>]/.test(readSource(file)));
    expect(raw.map((file) => relative(root, file))).toEqual([]);
    const using = files.filter((file) => /<Form[\s>]/.test(readSource(file)));
    // The forms there are today; a new one is a Form too, or this list and the check above say so.
    expect(using.length).toBeGreaterThanOrEqual(17);
  });
});
