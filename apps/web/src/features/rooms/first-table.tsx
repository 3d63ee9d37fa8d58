"use client";

import dynamic from "next/dynamic";
import type { FirstSnapshot } from "~/features/live/first-snapshot";
import { GameTableFrame, TABLE_LOADING } from "./game-table";
import { type TableChoice, tableOfKind } from "./table-of-kind";

// Each table a chunk of its own that still draws on the server (next/dynamic keeps SSR): the
// page's HTML has the table it drew and preloads only that table's chunk. Named here directly,
// both tables' code went into every room's first load, the one it doesn't show included.
// Reached by a move within the app (no server render, so nothing was preloaded), the table's
// chunk is fetched then and GameTable's line holds its place.
const TABLES = {
  ohMyWord: dynamic(() => import("~/features/oh-my-word/oh-my-word-table"), {
    loading: TABLE_LOADING.ohMyWord,
  }),
  buyword: dynamic(() => import("~/features/buyword/buyword-table"), { loading: TABLE_LOADING.buyword }),
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
