import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Form, splitFormClasses } from "./form";

const root = resolve(fileURLToPath(import.meta.url), "../../../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === ".next" ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

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
    const raw = files.filter((file) => /<form[\s>]/.test(readFileSync(file, "utf8")));
    expect(raw.map((file) => relative(root, file))).toEqual([]);
    const using = files.filter((file) => /<Form[\s>]/.test(readFileSync(file, "utf8")));
    // The forms there are today; a new one is a Form too, or this list and the check above say so.
    expect(using.length).toBeGreaterThanOrEqual(17);
  });
});
