import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// packages/ui/src/kit is the one component kit of both apps (docs/ARCHITECTURE.md): nothing
// in an app makes its own button, card, badge, alert, tabs or dialog, and only the kit talks
// to Radix and class-variance-authority.

const root = resolve(fileURLToPath(import.meta.url), "../../..");

/**
 * The elements that are buttons but no kit Button: game pieces (tiles, board cells), the
 * rows of lists one steps through and the account menu. A file here may hold raw <button>s;
 * every other file of the apps uses the kit's.
 */
const RAW_BUTTONS_ALLOWED: Readonly<Record<string, string>> = {
  "apps/web/src/features/oh-my-word/board-grid.tsx": "a board's cells",
  "apps/web/src/features/oh-my-word/claims-panel.tsx": "a claim's row, which opens its status",
  "apps/web/src/features/buyword/word-builder.tsx": "letter tiles of the hand and the word",
  "apps/web/src/features/buyword/sell-panel.tsx": "letter tiles to discard",
  "apps/web/src/features/buyword/draft-panel.tsx": "letter tiles of the draft pool",
  "apps/web/src/features/buyword/placement-grid.tsx": "the crossword grid's cells",
  "apps/web/src/features/replay/replay-viewer.tsx": "the steps of a replay, a list to click through",
  "apps/web/src/features/leaderboards/leaderboards.tsx": "a row of pressed/unpressed chips",
  "apps/web/src/features/shell/user-menu.tsx": "the account menu's name button and its items",
};

const PRIMITIVE =
  /\b(?:function|const|let|class)\s+(Button|ButtonLink|Card|Badge|Alert|Tabs|Tab|Dialog|PageTitle|PageHeader)\b/;
const RULES: readonly { readonly why: string; readonly test: (source: string) => boolean }[] = [
  { why: "imports Radix (only the kit does)", test: (s) => /from\s+["'](?:@radix-ui\/|radix-ui)/.test(s) },
  {
    why: "imports class-variance-authority (variants live in the kit)",
    test: (s) => /from\s+["']class-variance-authority["']/.test(s),
  },
  { why: "defines a kit primitive of its own", test: (s) => PRIMITIVE.test(s) },
  { why: "builds button classes (buttonClass)", test: (s) => /\bbuttonClass\b/.test(s) },
  {
    why: "keeps a button's classes in a constant",
    test: (s) =>
      /\bconst\s+(?:\w*(?:[bB]utton|Btn)\w*|primary|secondary|danger|ghost|quiet)\s*=\s*(?:["'`]|cx\()/.test(
        s,
      ),
  },
  { why: "makes a native <dialog>", test: (s) => /<dialog\b/.test(s) || /\bshowModal\s*\(/.test(s) },
  { why: 'hand-rolls role="dialog"', test: (s) => /role=["'](?:alert)?dialog["']/.test(s) },
  { why: "hand-rolls tabs", test: (s) => /role=["']tab(?:list|panel)?["']/.test(s) },
];

/** What is wrong with one app file, in words; empty when it keeps to the kit. */
export function kitViolations(path: string, source: string): string[] {
  const found = RULES.filter((r) => r.test(source)).map((r) => r.why);
  if (/<button\b/.test(source) && !(path in RAW_BUTTONS_ALLOWED))
    found.push("has a raw <button> (use the kit's Button, or list a game piece above)");
  return found;
}

describe("the apps take their components from the kit", () => {
  it("finds no button, card, badge, alert, page title, tabs or dialog of an app's own", () => {
    const files = ["apps/web/src", "apps/admin/src"].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => {
      const path = relative(root, file);
      return kitViolations(path, readSource(file)).map((why) => `${path}: ${why}`);
    });
    expect(problems).toEqual([]);
  });

  it("lists only files that still hold a raw <button>", () => {
    const stale = Object.keys(RAW_BUTTONS_ALLOWED).filter(
      (path) => !/<button\b/.test(readFileSync(join(root, path), "utf8")),
    );
    expect(stale).toEqual([]);
  });

  it.each([
    ['import * as Dialog from "@radix-ui/react-dialog";', "imports Radix (only the kit does)"],
    ['import { Tabs } from "radix-ui";', "imports Radix (only the kit does)"],
    ['import { cva } from "class-variance-authority";', "imports class-variance-authority"],
    ["export function Button(props: Props) {}", "defines a kit primitive of its own"],
    ["export const Card = () => null;", "defines a kit primitive of its own"],
    ["function Badge({ tone }: P) {}", "defines a kit primitive of its own"],
    ["export function PageHeader({ title }: P) {}", "defines a kit primitive of its own"],
    ["export function buttonClass() {}", "builds button classes (buttonClass)"],
    ['const primaryButton = "rounded bg-emerald-700";', "keeps a button's classes in a constant"],
    ['const button = cx("rounded", dark && "bg-amber-300");', "keeps a button's classes in a constant"],
    ['const secondary =\n  "inline-flex rounded-lg border";', "keeps a button's classes in a constant"],
    ["return <dialog ref={ref}>x</dialog>;", "makes a native <dialog>"],
    ["ref.current?.showModal();", "makes a native <dialog>"],
    ['<div role="dialog" aria-modal="true" />', 'hand-rolls role="dialog"'],
    ['<div role="tablist">', "hand-rolls tabs"],
    ['<button type="button">Go</button>', "has a raw <button>"],
  ])("catches %s", (source, why) => {
    const found = kitViolations("apps/web/src/features/probe.tsx", source);
    expect(found.some((f) => f.startsWith(why))).toBe(true);
  });

  it("lets a listed game piece be a raw <button>, and a kit Button or a component named for its use pass", () => {
    expect(
      kitViolations("apps/web/src/features/oh-my-word/board-grid.tsx", '<button type="button">A</button>'),
    ).toEqual([]);
    const fine = [
      'import { Button } from "@wordhall/ui/kit";',
      "export function ReportButton() { return <Button>Report</Button>; }",
      "export function StatusBadge() {}",
      "const buttons = useRef([]);",
    ].join("\n");
    expect(kitViolations("apps/web/src/features/probe.tsx", fine)).toEqual([]);
  });
});
