"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { Loading } from "~/components/loading";
import { type FirstSnapshot, FirstSnapshotContext } from "~/features/live/first-snapshot";
import { type TableChoice, tableOfKind } from "./table-of-kind";

// Each table's code loads only when a game of its kind is on: the waiting room stays light,
// and an Oh My Word player never downloads BuyWord's word builder (or the other way round).
// (A room opened on a running game has its table drawn by the page's server: first-table.tsx.)
/** What holds a table's place while its code comes. */
const TABLE_LOADING = {
  ohMyWord: () => <Loading label="Setting up the Oh My Word table…" page />,
  buyword: () => <Loading label="Setting up the BuyWord table…" page />,
};

const OhMyWordTable = dynamic(() => import("~/features/oh-my-word/oh-my-word-table"), {
  ssr: false,
  loading: TABLE_LOADING.ohMyWord,
});
const BuywordTable = dynamic(() => import("~/features/buyword/buyword-table"), {
  ssr: false,
  loading: TABLE_LOADING.buyword,
});

/**
 * What is around every table: its region and the server's first snapshot for the live hook
 * (FirstSnapshotContext). The room page's server wraps the
 * table it drew in this (FirstTable); the browser's own tables go through GameTable.
 */
export function GameTableFrame({
  first = null,
  children,
}: {
  readonly first?: FirstSnapshot | null;
  readonly children: ReactNode;
}) {
  return (
    <section aria-label="Game table" className="min-w-0">
      <FirstSnapshotContext.Provider value={first}>{children}</FirstSnapshotContext.Provider>
    </section>
  );
}

const LAZY_TABLES = { ohMyWord: OhMyWordTable, buyword: BuywordTable };

/** A game's table, its code fetched when first needed. */
export function GameTable(choice: TableChoice) {
  return <GameTableFrame>{tableOfKind(LAZY_TABLES, choice)}</GameTableFrame>;
}
