import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { LengthCounter, lengthProblem } from "@wordhall/ui";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

// Every limited text field in both apps, with its limit. No field cuts text at a maxLength
// (the browser drops what is typed past it without a word); each shows a counter near the
// limit and says how much is too many. A new field with maxLength fails the first test; a
// new limited field must be added to the list below.

const root = new URL("../../../../", import.meta.url).pathname;
const apps = ["apps/web/src", "apps/admin/src"].map((d) => join(root, d));

const FIELDS: Record<string, number[]> = {
  "apps/web/src/features/auth/auth-form.tsx": [40], // display name
  "apps/web/src/features/oh-my-word/turn-panel.tsx": [], // the term: TERM_LIMIT (200), below
  "apps/web/src/features/rooms/create-room-form.tsx": [60], // room name
  "apps/web/src/features/rooms/room-settings-editor.tsx": [60], // room name
  "apps/web/src/features/packs/pack-editor.tsx": [80, 12, 500], // title, language, description
  "apps/web/src/features/packs/browse-packs.tsx": [80], // search
  "apps/web/src/features/packs/side-editor.tsx": [60, 80], // side name, each category
  "apps/web/src/features/reports/report-button.tsx": [1000], // details
  "apps/admin/src/components/ui/reason-dialog.tsx": [500], // every "why" dialog
  "apps/admin/src/features/users/user-search.tsx": [100],
  "apps/admin/src/features/audit/audit-log.tsx": [100, 64], // target, moderator id
  "apps/admin/src/features/packs/fix-editor.tsx": [80, 1000, 1000], // category, reason, note
  "apps/admin/src/features/lexicon/lexicon-rules.tsx": [40, 1000], // word, reason
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("limited text fields", () => {
  const files = apps.flatMap(sources);

  it("never cut text at a maxLength", () => {
    const cutting = files.filter((f) => /maxLength=\{/.test(readFileSync(f, "utf8")));
    expect(cutting.map((f) => relative(root, f))).toEqual([]);
  });

  it("are the fields listed here, with these limits", () => {
    const found: Record<string, number[]> = {};
    for (const f of files) {
      const limits = [...readFileSync(f, "utf8").matchAll(/\blimit=\{(\d+)\}/g)].map((m) => Number(m[1]));
      if (limits.length > 0) found[relative(root, f)] = limits;
    }
    const listed = Object.fromEntries(Object.entries(FIELDS).filter(([, l]) => l.length > 0));
    expect(found).toEqual(listed);
    expect(readFileSync(join(root, "apps/web/src/features/oh-my-word/turn-panel.tsx"), "utf8")).toMatch(
      /<LengthCounter id="omw-term-count" value=\{term\} max=\{TERM_LIMIT\}/,
    );
  });

  it("count near the limit and say how much is too many past it, in visible characters", () => {
    const render = (value: string) =>
      renderToStaticMarkup(createElement(LengthCounter, { id: "c", value, max: 10 }));
    expect(render("abc")).toBe("");
    expect(render("abcdefgh")).toContain("8 / 10");
    expect(render("abcdefghijkl")).toContain("2 characters too many: 10 at most.");
    expect(lengthProblem("abcdefghijk", 10)).toBe("1 character too many: 10 at most.");
    // Invisible characters don't count, as on the server.
    expect(lengthProblem("abcdefghij\u200b", 10)).toBeNull();
  });
});
