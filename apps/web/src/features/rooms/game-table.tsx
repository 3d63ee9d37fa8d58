"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { Loading } from "~/components/loading";
import type { Guide } from "~/features/learn/guide";
import { type FirstSnapshot, FirstSnapshotContext } from "~/features/live/first-snapshot";
import { TableMotion } from "~/features/live/motion";

// Each table's code loads only when a game of its kind is on: the waiting room stays light,
// and an Oh My Word player never downloads BuyWord's word builder (or the other way round).
// (A room opened on a running game has its table drawn by the page's server: first-table.tsx.)
const OhMyWordTable = dynamic(() => import("~/features/oh-my-word/oh-my-word-table"), {
  ssr: false,
  loading: () => <Loading label="Setting up the Oh My Word table…" page />,
});
const BuywordTable = dynamic(() => import("~/features/buyword/buyword-table"), {
  ssr: false,
  loading: () => <Loading label="Setting up the BuyWord table…" page />,
});

/**
 * What is around every table: its region, the server's first snapshot for the live hook
 * (FirstSnapshotContext) and the tables' motion settings. The room page's server wraps the
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
      <FirstSnapshotContext.Provider value={first}>
        <TableMotion>{children}</TableMotion>
      </FirstSnapshotContext.Provider>
    </section>
  );
}

/** A game's table, its code fetched when first needed. */
export function GameTable({
  kind,
  gameId,
  guide = null,
  tableMode = false,
}: {
  readonly kind: "oh-my-word" | "buyword";
  readonly gameId: string;
  /** A guided first game's guide: the table coaches. */
  readonly guide?: Guide | null;
  /** The room's table mode (Oh My Word): a phone's table shows the seat, the display the rest. */
  readonly tableMode?: boolean;
}) {
  return (
    <GameTableFrame>
      {kind === "oh-my-word" ? (
        <OhMyWordTable
          gameId={gameId}
          tableMode={tableMode}
          guide={guide?.kind === "oh-my-word" ? guide : null}
        />
      ) : (
        <BuywordTable gameId={gameId} guide={guide?.kind === "buyword" ? guide : null} />
      )}
    </GameTableFrame>
  );
}
