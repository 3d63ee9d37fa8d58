import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readSource, sourceFiles } from "@wordhall/lint/source-files";
import { describe, expect, it } from "vitest";
import { lengthProblem } from "./text-limit";

// Every form of both apps is built on the form library (useSchemaForm) and checked by the
// schema the API or the engine validates the same input with, so no limit is written twice.
// These tests list the class of mistakes a newcomer's form would make, file by file.

const root = resolve(fileURLToPath(import.meta.url), "../../../../..");

const files = ["apps/web/src", "apps/admin/src"]
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .map((path) => ({ path: relative(root, path), text: readSource(path) }));

/** Forms that are not on the library, and why each may stay so. */
const NOT_ON_THE_LIBRARY: Record<string, string> = {
  "apps/web/src/features/oh-my-word/turn-panel.tsx":
    "the category and the term are the table's state (the category is sent as it is chosen, focus " +
    "moves between them on a timer); the term's limit is the claim schema's (TERM_MAX)",
  "apps/web/src/features/rooms/room-chat.tsx":
    "the chat box's stand-in until its form (chat-compose.tsx, on the library) has loaded: it only " +
    "holds what is typed and sends nothing; the form takes the text over and checks it by the chat schema",
  "apps/web/src/features/lobby/join-by-code.tsx":
    "the join-by-code field's stand-in until its form (join-by-code-form.tsx, on the library) has " +
    "loaded: it holds what is typed and whether it was sent, and the form checks the code by the " +
    "API's schema and sends it",
  "apps/web/src/features/buyword/word-builder.tsx":
    "a word built from the tiles in hand, judged as it is built by the engine's crossword and word " +
    "modules; it has no free text with a limit",
};

/** Files that may name a number in a zod bound, and why. */
const NUMBERED_SCHEMAS: Record<string, string> = {
  "apps/web/src/features/daily/share-facts.ts":
    "parses a share card's address parameters (not a form): bounds on what a link may claim",
};

const isForm = (text: string) => /<Form[\s>]/.test(text);

/** Where each of the mistakes is found, as "file: what". */
function found(
  pattern: RegExp,
  what: string,
  { except = {}, formsOnly = false }: { except?: Record<string, string>; formsOnly?: boolean } = {},
): string[] {
  return files.flatMap(({ path, text }) =>
    path in except || (formsOnly && !isForm(text))
      ? []
      : [...text.matchAll(pattern)].map((m) => `${path}: ${what} ${m[0].trim()}`),
  );
}

describe("the apps' forms", () => {
  it("never cut typed text: no maxLength anywhere (it drops what is typed past it without a word)", () => {
    expect(found(/\bmaxLength\s*[=:]/g, "a maxLength")).toEqual([]);
  });

  it("write no limit by hand in a field: limits come from the form's schema", () => {
    expect(found(/\b(?:limit|minLength)=\{\s*[\d_]+\s*\}/g, "a hand-written bound")).toEqual([]);
    // A number field's bounds are the schema's too (a slider elsewhere may have its own).
    expect(found(/\b(?:min|max)=\{\s*[\d_]+\s*\}/g, "a hand-written bound", { formsOnly: true })).toEqual([]);
  });

  it("write no limit by hand in a schema: they take the API's or the engine's", () => {
    // Math.max and Math.min are arithmetic, not bounds.
    const bound = /(?<!Math)\.(?:max|min|length)\(\s*[\d_]+/g;
    expect(found(bound, "a hand-written bound", { except: NUMBERED_SCHEMAS })).toEqual([]);
  });

  it("say no length that a schema holds: the sentences are the schemas' own", () => {
    const sentence =
      /["'`][^"'`\n]*\b(?:at most|at least|up to|longer than|more than|fewer than)\s+[\d,]+\s+(?:characters?|letters?|words?|themes?|house words)\b[^"'`\n]*["'`]/gi;
    expect(found(sentence, "a length in words")).toEqual([]);
  });

  it("are built on the form library, but for the ones listed with their reasons", () => {
    const forms = files.filter(({ text }) => isForm(text));
    const off = forms.filter(({ text }) => !/\buseSchemaForm\(/.test(text)).map(({ path }) => path);
    expect(off.sort()).toEqual(Object.keys(NOT_ON_THE_LIBRARY).sort());
    // Today's forms: a new one is on the library too, or listed above.
    expect(forms.length).toBeGreaterThanOrEqual(17);
  });

  it("show their length problems in visible characters, as the server counts them", () => {
    expect(lengthProblem("abcdefghijk", 10)).toBe("1 character too many: 10 at most.");
    // Invisible characters don't count, as on the server.
    expect(lengthProblem("abcdefghij\u200b", 10)).toBeNull();
  });
});
