import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// A page's HTML arrives and is parsed in pieces, and a phone slowed down paints what it has
// parsed so far. Where CSS puts a box above one that comes before it in the HTML (`order-*`,
// a reversed flex direction), a paint between the two shows the earlier box at the top, then
// pushes it down when the later one arrives: a layout shift no test of the finished page sees.
// The lobby did this (its side column `order-1` on a phone, after the open rooms in the HTML:
// shifts of 0.07–0.1 in a quarter of the loads at 6× CPU slowdown). So boxes come in the HTML
// in the order a phone shows them, and a wider screen places them by grid column and row
// instead. Each file that still reorders is listed here with why its reordering cannot move
// what is already drawn.

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const PLACES = ["apps/web/src", "packages/ui/src"];

const ALLOWED: Record<string, string> = {
  "apps/web/src/features/shell/site-header.tsx":
    "the main navigation is a full-width row of its own below the logo and the account menu on a " +
    "phone (order-3 w-full): the account menu, after it in the HTML, lands on the row above, " +
    "beside the logo, and moves nothing",
  "apps/web/src/features/oh-my-word/table-header.tsx":
    "the timer's box goes to the end of the header's line from sm up (sm:order-last) and the " +
    "tension bar to a line of its own at the bottom (order-last basis-full); the timer's box is " +
    "pushed to the right by its own ml-auto, so what arrives before it on the line moves it not",
  "apps/web/src/features/oh-my-word/oh-my-word-table.tsx":
    "on a phone the open claims (order-2) show between the turn panel and the boards, but come " +
    "after the boards in the HTML, inside the wide screen's side column. With no claim open " +
    "their space is no box at all (ReservedSpace), so this only moves the boards when a phone " +
    "loads the page while a claim is open and paints before the claims arrive. Not yet " +
    "rearranged: a side column of one grid cell can't hold boxes that come before the boards",
};

/** Tailwind classes that show a box out of its place in the HTML. */
const REORDERING = /(?:^|[\s"'`:])(order-(?:\d+|first|last)|flex-(?:row|col)-reverse)(?=[\s"'`])/g;

function reorderings(text: string): string[] {
  return [...text.matchAll(REORDERING)].map((m) => m[1] ?? "");
}

describe("source order", () => {
  const found = new Map(
    PLACES.flatMap((place) =>
      sourceFiles(resolve(root, place))
        .filter((path) => path.endsWith(".tsx"))
        .map((path) => [relative(root, path), reorderings(readSource(path))] as const)
        .filter(([, classes]) => classes.length > 0),
    ),
  );

  it("is the order a phone shows, except where a listed reason says a late box moves nothing", () => {
    const unexplained = [...found]
      .filter(([path]) => !(path in ALLOWED))
      .map(([path, c]) => `${path}: ${c.join(" ")}`);
    expect(unexplained).toEqual([]);
  });

  it("lists only files that still reorder", () => {
    expect(Object.keys(ALLOWED).filter((path) => !found.has(path))).toEqual([]);
  });

  it("would notice a reordering class", () => {
    expect(reorderings('<div className="order-2 space-y-4 lg:order-1">')).toEqual(["order-2", "order-1"]);
    expect(reorderings('className="flex flex-col-reverse sm:order-last"')).toEqual([
      "flex-col-reverse",
      "order-last",
    ]);
    expect(reorderings('className="lg:order-none border-order-2x"')).toEqual([]);
  });
});
