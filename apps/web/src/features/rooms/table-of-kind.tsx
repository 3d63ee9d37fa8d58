import type { ComponentType } from "react";
import type { BuyWordTableProps } from "~/features/buyword/buyword-table";
import type { Guide } from "~/features/learn/guide";
import type { OhMyWordTableProps } from "~/features/oh-my-word/oh-my-word-table";

/** Each kind's table: a lazy wrapper of its module (drawn on the server by FirstTable, in the browser only by GameTable). */
export type TableComponents = {
  readonly ohMyWord: ComponentType<OhMyWordTableProps>;
  readonly buyword: ComponentType<BuyWordTableProps>;
};

export type TableChoice = {
  readonly kind: "oh-my-word" | "buyword";
  readonly gameId: string;
  /** A guided first game's guide: the table coaches (only a guide of its own kind). */
  readonly guide?: Guide | null;
  /** The room's table mode (Oh My Word): a phone's table shows the seat, the display the rest. */
  readonly tableMode?: boolean;
};

/**
 * The table for a game's kind, with the props that kind takes: the one switch behind both
 * the table the room page's server draws (FirstTable) and the one the browser loads (GameTable).
 */
export function tableOfKind(
  tables: TableComponents,
  { kind, gameId, guide = null, tableMode = false }: TableChoice,
) {
  return kind === "oh-my-word" ? (
    <tables.ohMyWord
      gameId={gameId}
      tableMode={tableMode}
      guide={guide?.kind === "oh-my-word" ? guide : null}
    />
  ) : (
    <tables.buyword gameId={gameId} guide={guide?.kind === "buyword" ? guide : null} />
  );
}
