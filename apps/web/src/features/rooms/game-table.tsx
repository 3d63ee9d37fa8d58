"use client";

import dynamic from "next/dynamic";
import { Loading } from "~/components/loading";
import type { Guide } from "~/features/learn/guide";
import { type FirstSnapshot, FirstSnapshotContext } from "~/features/live/first-snapshot";
import { TableMotion } from "~/features/live/motion";

// Each table's code loads only when a game of its kind is on: the waiting room stays light,
// and an Oh My Word player never downloads BuyWord's word builder (or the other way round).
// A room opened on a running game renders its table on the server (from `first`), and the
// page's HTML then asks for the table's chunk with the rest of its scripts.
const OhMyWordTable = dynamic(() => import("~/features/oh-my-word/oh-my-word-table"), {
  loading: () => <Loading label="Setting up the Oh My Word table…" page />,
});
const BuywordTable = dynamic(() => import("~/features/buyword/buyword-table"), {
  loading: () => <Loading label="Setting up the BuyWord table…" page />,
});

export function GameTable({
  kind,
  gameId,
  guide = null,
  tableMode = false,
  first = null,
}: {
  readonly kind: "oh-my-word" | "buyword";
  readonly gameId: string;
  /** A guided first game's guide: the table coaches. */
  readonly guide?: Guide | null;
  /** The room's table mode (Oh My Word): a phone's table shows the seat, the display the rest. */
  readonly tableMode?: boolean;
  /** The game as the page's server saw it for this seat: the table starts from it. */
  readonly first?: FirstSnapshot | null;
}) {
  return (
    <section aria-label="Game table" className="min-w-0">
      <FirstSnapshotContext.Provider value={first}>
        <TableMotion>
          {kind === "oh-my-word" ? (
            <OhMyWordTable
              gameId={gameId}
              tableMode={tableMode}
              guide={guide?.kind === "oh-my-word" ? guide : null}
            />
          ) : (
            <BuywordTable gameId={gameId} guide={guide?.kind === "buyword" ? guide : null} />
          )}
        </TableMotion>
      </FirstSnapshotContext.Provider>
    </section>
  );
}
