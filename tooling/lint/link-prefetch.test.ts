import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// Next's <Link> fetches the page it points to as soon as it is on screen. That is right for a
// page's own content (the lobby's rooms, "Play now"), and wrong for two kinds of link, which
// use `IntentLink` (apps/web/src/components/intent-link.tsx, fetched when reached for):
// - the site's chrome (the header, the footer, the account menu), which every page carries:
//   on a table's first load their half-dozen routes arrived and were parsed while the table
//   hydrated, the longest tasks of a phone's load (docs/web.md, "Links");
// - a link that opens a new tab, whose page that tab loads itself: a fetch here is waste.

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const WEB = resolve(root, "apps/web/src");
/** The chrome: the modules the root layout draws around every page. */
const CHROME = resolve(WEB, "features/shell");

/** Why the file at `path` should not use next/link, or null when it may. */
export function eagerLinkProblem(path: string, text: string): string | null {
  if (!/from\s+["']next\/link["']/.test(text)) return null;
  if (path.startsWith(`${CHROME}/`)) return "the site's chrome, on every page";
  if (/target(=|:\s*)["'{]*_blank/.test(text)) return "opens a new tab";
  return null;
}

describe("links that fetch their page on sight", () => {
  it("none in the site's chrome or opening a new tab", () => {
    const offenders = sourceFiles(WEB).flatMap((path) => {
      const problem = eagerLinkProblem(path, readSource(path));
      return problem ? [`${relative(root, path)}: ${problem}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it("the chrome is where the test looks for it", () => {
    expect(sourceFiles(CHROME).map((path) => relative(CHROME, path))).toEqual(
      expect.arrayContaining(["site-header.tsx", "site-footer.tsx", "user-menu.tsx"]),
    );
  });

  it("would notice each kind", () => {
    const link = 'import Link from "next/link";\n';
    expect(eagerLinkProblem(`${CHROME}/site-footer.tsx`, link)).toBe("the site's chrome, on every page");
    expect(eagerLinkProblem(`${WEB}/features/rooms/x.tsx`, `${link}<Link href="/d" target="_blank" />`)).toBe(
      "opens a new tab",
    );
    expect(
      eagerLinkProblem(`${WEB}/features/learn/x.tsx`, `${link}{...(newTab ? { target: "_blank" } : {})}`),
    ).toBe("opens a new tab");
    expect(eagerLinkProblem(`${WEB}/features/lobby/x.tsx`, `${link}<Link href="/rooms/1" />`)).toBeNull();
    expect(
      eagerLinkProblem(`${CHROME}/site-header.tsx`, 'import { IntentLink } from "~/components/intent-link";'),
    ).toBeNull();
  });
});
