"use client";

import dynamic from "next/dynamic";
import type { FirstSnapshot } from "~/features/live/first-snapshot";
import { GameTableFrame } from "./game-table";
import { type TableChoice, tableOfKind } from "./table-of-kind";

// Each table a chunk of its own that still draws on the server (next/dynamic keeps SSR): the
// page's HTML has the table it drew and preloads only that table's chunk. Named here directly,
// both tables' code went into every room's first load, the one it doesn't show included.
// No `loading`: that would put the table in a Suspense boundary, and React sends a boundary
// this large (the table's HTML is past its 12.8 kB progressive chunk size) after the page's
// shell, hidden, with a script that reveals it. React 19.2 batches those reveals (up to
// 300 ms), so the page's first paint showed the loading line, and when hydration got there
// first React drew a second table beside the hidden one until the reveal ran (docs/web.md).
// Without a boundary the table is in the shell; hydration waits for its chunk (preloaded),
// and a move within the app to a room in play waits for it before showing the room.
const TABLES = {
  ohMyWord: dynamic(() => import("~/features/oh-my-word/oh-my-word-table")),
  buyword: dynamic(() => import("~/features/buyword/buyword-table")),
};

/**
 * The table of the game a room was opened on, drawn by the page's server from its snapshot, so
 * it is in the page's first HTML (not a part that streams in after the page's scripts).
 */
export function FirstTable({
  choice,
  first,
}: {
  readonly choice: TableChoice;
  readonly first: FirstSnapshot;
}) {
  return <GameTableFrame first={first}>{tableOfKind(TABLES, choice)}</GameTableFrame>;
}
