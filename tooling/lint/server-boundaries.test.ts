import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// A part the server draws must not sit in a Suspense boundary. React sends a boundary whose
// HTML is past its progressive chunk size (12.8 kB of page before it, 500 bytes of its own)
// after the page's shell, hidden, with a script that reveals it; React 19.2 batches those
// reveals by up to 300 ms. Meanwhile the page showed the boundary's fallback, and when
// hydration reached the boundary first, React drew a second copy beside the hidden one until
// the reveal ran: a room showed two tables (docs/web.md, "Rendered on the server").
//
// `next/dynamic` makes such a boundary when it is given a `loading` and keeps server
// rendering (the default), and so does a `<Suspense>` around a server-drawn part. Each use is
// listed here: a chunk drawn on the server comes without `loading` (hydration and a later
// mount wait for its chunk, keeping the last screen), and a chunk with a loading line is
// drawn in the browser only (`ssr: false`).

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const APPS = ["apps/web/src", "apps/admin/src"];

/** A `next/dynamic` or `<Suspense>`; `boundary`: it makes a Suspense boundary (dynamic's `loading`). */
type Use = {
  readonly file: string;
  readonly what: string;
  readonly ssr: boolean;
  readonly boundary: boolean;
};

function usesIn(path: string): Use[] {
  const source = ts.createSourceFile(path, readSource(path), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const file = relative(root, path);
  const found: Use[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "dynamic") {
      const options = node.arguments[1];
      const props = options && ts.isObjectLiteralExpression(options) ? options.properties : [];
      const prop = (name: string) =>
        props.find((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) as
          | ts.PropertyAssignment
          | undefined;
      const ssr = prop("ssr")?.initializer.kind !== ts.SyntaxKind.FalseKeyword;
      const holder = node.parent && ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : null;
      const key = node.parent && ts.isPropertyAssignment(node.parent) ? node.parent.name.getText() : null;
      found.push({
        file,
        what: `dynamic ${holder ?? key ?? "?"}`,
        ssr,
        boundary: prop("loading") !== undefined,
      });
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText();
      // With or without a fallback: what the server draws inside may come after the shell.
      if (tag === "Suspense" || tag === "React.Suspense")
        found.push({ file, what: "<Suspense>", ssr: true, boundary: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const uses = APPS.flatMap((app) => sourceFiles(join(root, app))).flatMap(usesIn);
const line = (u: Use) =>
  `${u.file}: ${u.what}${u.ssr ? "" : " (ssr: false)"}${u.boundary && u.what !== "<Suspense>" ? " with loading" : ""}`;

describe("parts drawn on the server sit in no Suspense boundary", () => {
  it("lists every next/dynamic and <Suspense> of both apps", () => {
    // A new one is fine once it keeps the rule below; add it here so the list stays whole.
    expect(uses.map(line).sort()).toEqual(
      [
        "apps/admin/src/features/overview/overview-dashboard.tsx: dynamic DailyBars (ssr: false) with loading",
        "apps/admin/src/features/overview/overview-dashboard.tsx: dynamic DailyLine (ssr: false) with loading",
        "apps/web/src/features/buyword/buyword-table.tsx: dynamic BuywordCoachPanel",
        "apps/web/src/features/daily/daily-page.tsx: dynamic Finished",
        "apps/web/src/features/buyword/buyword-table.tsx: dynamic GameOver",
        "apps/web/src/features/buyword/buyword-table.tsx: dynamic RatingChanges",
        "apps/web/src/features/buyword/decision-panel.tsx: dynamic AuctionPanel",
        "apps/web/src/features/buyword/decision-panel.tsx: dynamic TradePanel",
        "apps/web/src/features/buyword/sell-panel.tsx: dynamic WordBuilder",
        "apps/web/src/features/oh-my-word/oh-my-word-table.tsx: dynamic GameOverPanel",
        "apps/web/src/features/oh-my-word/oh-my-word-table.tsx: dynamic OmwCoachPanel",
        "apps/web/src/features/oh-my-word/oh-my-word-table.tsx: dynamic RatingChanges",
        "apps/web/src/features/replay/replay-page.tsx: dynamic ReplayViewer (ssr: false) with loading",
        "apps/web/src/features/replay/replay-page.tsx: dynamic ViewerAfterMoves (ssr: false)",
        "apps/web/src/features/rooms/first-table.tsx: dynamic buyword",
        "apps/web/src/features/rooms/first-table.tsx: dynamic ohMyWord",
        "apps/web/src/features/rooms/game-table.tsx: dynamic BuywordTable (ssr: false) with loading",
        "apps/web/src/features/rooms/game-table.tsx: dynamic OhMyWordTable (ssr: false) with loading",
        "apps/web/src/features/rooms/room-display-page.tsx: dynamic TableDisplay (ssr: false) with loading",
        "apps/web/src/features/rooms/room-page.tsx: dynamic JoinPrompt",
        "apps/web/src/features/rooms/room-page.tsx: dynamic SignInToOpen",
        "apps/web/src/features/rooms/room-page.tsx: dynamic TableModeLine",
        "apps/web/src/features/rooms/room-page.tsx: dynamic WaitingRoom",
        "apps/web/src/features/rooms/waiting-room.tsx: dynamic RoomSettingsEditor (ssr: false) with loading",
      ].sort(),
    );
  });

  it("has no boundary around a part the server draws", () => {
    expect(uses.filter((u) => u.ssr && u.boundary).map(line)).toEqual([]);
  });
});
