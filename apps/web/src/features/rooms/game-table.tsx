"use client";

import dynamic from "next/dynamic";
import { Loading } from "~/components/loading";
import type { Guide } from "~/features/learn/guide";
import { TableMotion } from "~/features/live/motion";

// Each table's code loads only when a game of its kind is on: the waiting room stays light,
// and an Oh My Word player never downloads BuyWord's word builder (or the other way round).
const OhMyWordTable = dynamic(() => import("~/features/oh-my-word/oh-my-word-table"), {
  ssr: false,
  loading: () => <Loading label="Setting up the Oh My Word table…" page />,
});
const BuywordTable = dynamic(() => import("~/features/buyword/buyword-table"), {
  ssr: false,
  loading: () => <Loading label="Setting up the BuyWord table…" page />,
});

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
    <section aria-label="Game table" className="min-w-0">
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
    </section>
  );
}
