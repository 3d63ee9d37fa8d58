import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ImportGraph, importsOf, type Target } from "./import-graph";

// The room page is where people play, on phones: its first load carries the table and what
// is around it, and nothing that only a form needs. Zod, react-hook-form and its resolvers
// come with forms (the chat's box, the settings editor, BuyWord's bid and offer), which are
// chunks of their own (next/dynamic); a static import of one from anything the room or a
// table imports would put them back in every room's first load (docs/web.md, "Narrow entries").

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const web = (path: string) => join(root, "apps/web/src", path);

const ENTRIES: Record<string, string> = {
  "the room page": web("app/rooms/[roomId]/page.tsx"),
  "the BuyWord table": web("features/buyword/buyword-table.tsx"),
  "the Oh My Word table": web("features/oh-my-word/oh-my-word-table.tsx"),
  // The Daily's page is a game page too (its BuyWord table); its share link's facts are read
  // back with Zod by the page server only (features/daily/share-facts.ts).
  "the Daily page": web("app/daily/page.tsx"),
  // The other pages Lighthouse audits (docs/web.md): where a visitor lands, where a player
  // looks for a table (its "Join by code" form is a chunk of its own, join-by-code.tsx), and a
  // finished game's replay (its viewer, with the engine's schemas, is one too).
  "the landing page": web("app/page.tsx"),
  "the lobby": web("app/lobby/page.tsx"),
  "the replay page": web("app/replay/[gameId]/page.tsx"),
};

const FORM_PACKAGES = new Set(["zod", "react-hook-form", "@hookform/resolvers"]);

/** Imports of those packages that every page makes, file by file, and why each may stay. */
const ALLOWED: Record<string, { readonly specifier: string; readonly why: string }> = {
  "packages/client/src/zod-without-eval.ts": {
    specifier: "zod/v4/core",
    why:
      "Zod's global `config` alone, telling any schema a page builds later not to try eval (the CSP); " +
      "the root layout makes it on every page, and Zod declares itself free of side effects, so " +
      "nothing else of it is bundled",
  },
};

const graph = new ImportGraph(root);

function formPackage(target: Extract<Target, { kind: "package" }>, importer: string): boolean {
  if (!FORM_PACKAGES.has(target.name)) return false;
  const allowed = ALLOWED[importer.slice(root.length + 1)];
  return allowed?.specifier !== target.specifier;
}

const reach = (entry: string) => graph.browserPathTo([entry], formPackage)?.join("\n  → ") ?? null;

describe("the first load of the room, the tables and the pages Lighthouse audits", () => {
  it.each(Object.entries(ENTRIES))("has no form library or Zod from %s", (_, entry) => {
    expect(reach(entry)).toBeNull();
  });

  it("would see one: a form's module reaches them, and the chat's box does through its own chunk only", () => {
    const formPath = /→ (?:zod|react-hook-form|@hookform\/resolvers)/;
    expect(reach(web("features/rooms/room-settings-editor.tsx"))).toMatch(formPath);
    expect(reach(web("features/rooms/chat-compose.tsx"))).toMatch(formPath);
    const chat = graph.edges(web("features/rooms/room-chat.tsx"));
    expect(chat.filter((e) => e.specifier === "./chat-compose").map((e) => e.dynamic)).toEqual([true]);
    expect(reach(web("features/lobby/join-by-code-form.tsx"))).toMatch(formPath);
    const join = graph.edges(web("features/lobby/join-by-code.tsx"));
    expect(join.filter((e) => e.specifier === "./join-by-code-form").map((e) => e.dynamic)).toEqual([true]);
  });
});

// A room opened on a running game draws one table and its play. The other table, what only a
// game's end shows and the panels under the table are chunks of their own (next/dynamic, drawn on the server when shown),
// a static import of any of them from the room or a table would put it back in every game's
// first load.
const NOT_IN_PLAY: Record<string, readonly string[]> = {
  // The panels under the table (their tabs are Radix's) come when someone reaches for them.
  "the room page": [
    "features/buyword/buyword-table.tsx",
    "features/oh-my-word/oh-my-word-table.tsx",
    "features/rooms/playing-panels.tsx",
    "features/rooms/people-here.tsx",
    "features/rooms/invite-panel.tsx",
    "../../../packages/ui/src/kit/tabs.tsx",
    // What only someone outside the room, or a table-mode room, is shown.
    "features/rooms/room-outsider.tsx",
    "features/rooms/table-mode-line.tsx",
  ],
  "the BuyWord table": [
    "features/buyword/game-over.tsx",
    "features/live/rating-changes.tsx",
    "features/learn/buyword-coach-panel.tsx",
    "features/learn/coach-panel.tsx",
  ],
  // A Daily in play: what its end shows (the money, the share card) comes with the end.
  "the Daily page": ["features/daily/daily-finished.tsx", "features/daily/share-panel.tsx"],
  "the Oh My Word table": [
    "features/oh-my-word/game-over-panel.tsx",
    "features/live/rating-changes.tsx",
    "features/learn/omw-coach-panel.tsx",
    "features/learn/coach-panel.tsx",
  ],
};

const chain = (trail: readonly string[] | undefined) => trail?.join("\n  → ");

describe("a game in play loads its own table and its play only", () => {
  it.each(Object.entries(NOT_IN_PLAY))(
    "%s's first load has none of what play doesn't show",
    (name, later) => {
      const files = graph.browserFiles([ENTRIES[name] as string]);
      const reached = later.filter((path) => files.has(web(path)));
      expect(reached.map((path) => chain(files.get(web(path))))).toEqual([]);
    },
  );

  // The tables move with Motion's mini animate and AnimatePresence (features/live/motion.tsx).
  // Motion's `m` and `motion` components, LazyMotion and their features were 30 kB gz of every
  // room's first load; `motion/react` keeps all of Motion.
  it("takes from Motion only the mini animate, its spring and AnimatePresence's parts, in one file", () => {
    const files = graph.browserFiles(Object.values(ENTRIES));
    const motionImports = [...files.keys()].flatMap((path) =>
      [...graph.text(path).matchAll(/import\s*\{([^}]*)\}\s*from\s*"(framer-motion[^"]*|motion[^"]*)"/g)].map(
        ([, names = "", from]) => ({
          file: path.slice(root.length + 1),
          from,
          names: names
            .split(",")
            .map((n) => n.trim())
            .filter(Boolean)
            .sort(),
        }),
      ),
    );
    expect(motionImports).toEqual([
      {
        file: "apps/web/src/features/live/motion.tsx",
        from: "framer-motion",
        names: ["AnimatePresence", "PresenceContext", "spring", "usePresence", "useReducedMotion"],
      },
      { file: "apps/web/src/features/live/motion.tsx", from: "framer-motion/dom/mini", names: ["animate"] },
    ]);
    const motionEntry = (t: Extract<Target, { kind: "package" }>) =>
      t.name === "motion" ||
      (t.name === "framer-motion" && !/^framer-motion(\/dom\/mini)?$/.test(t.specifier));
    for (const entry of Object.values(ENTRIES)) expect(graph.browserPathTo([entry], motionEntry)).toBeNull();
  });

  it("would see one: the shared display and the replay draw the final standings from their first load", () => {
    const display = graph.browserFiles([web("features/oh-my-word/table-display.tsx")]);
    expect(display.has(web("features/oh-my-word/game-over-panel.tsx"))).toBe(true);
    expect(chain(display.get(web("features/oh-my-word/game-over-panel.tsx")))).toMatch(
      /table-display\.tsx\n {2}→ /,
    );
    expect(
      graph.browserFiles([ENTRIES["the room page"] as string]).has(web("features/rooms/room-page.tsx")),
    ).toBe(true);
  });
});

describe("the import walk", () => {
  it("leaves out what the compiler erases and marks import() as a chunk of its own", () => {
    const source = [
      'import type { A } from "./types";',
      'import { type B, type C } from "./only-types";',
      'import { type D, e } from "./mixed";',
      'export type { F } from "./re-types";',
      'export * from "./barrel";',
      'import "./side-effect";',
      'const Lazy = dynamic(() => import("./lazy"));',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      { specifier: "./mixed", dynamic: false },
      { specifier: "./barrel", dynamic: false },
      { specifier: "./side-effect", dynamic: false },
      { specifier: "./lazy", dynamic: true },
    ]);
  });

  it("resolves the app's path alias, a workspace package's exports and a package from node_modules", () => {
    const page = ENTRIES["the room page"] as string;
    expect(graph.resolve("~/features/rooms/room-page", page)).toEqual({
      kind: "file",
      path: web("features/rooms/room-page.tsx"),
    });
    expect(graph.resolve("@wordhall/ui/kit", page)).toEqual({
      kind: "file",
      path: join(root, "packages/ui/src/kit/index.ts"),
    });
    expect(graph.resolve("@hookform/resolvers/zod", page)).toEqual({
      kind: "package",
      name: "@hookform/resolvers",
      specifier: "@hookform/resolvers/zod",
    });
    expect(() => graph.resolve("@wordhall/ui/no-such-entry", page)).toThrow(/exports no/);
  });
});
