import BuyWordTable from "~/features/buyword/buyword-table";
import type { FirstSnapshot } from "~/features/live/first-snapshot";
import OhMyWordTable from "~/features/oh-my-word/oh-my-word-table";
import { GameTableFrame } from "./game-table";
import type { RoomView } from "./room-types";
import { tableOfKind } from "./table-of-kind";

/**
 * The table of the game a room was opened on, drawn by the page's server from its snapshot.
 * A server component, so the table is in the page's first HTML (not a lazily loaded part
 * that streams in after it). Its cost: this module names both tables, so every room page
 * loads both tables' code (docs/adr/0010-web-performance-budgets.md).
 */
export function FirstTable({ room, first }: { readonly room: RoomView; readonly first: FirstSnapshot }) {
  const guide = room.currentGame?.id === first.gameId ? room.currentGame.guide : null;
  return (
    <GameTableFrame first={first}>
      {tableOfKind(
        { ohMyWord: OhMyWordTable, buyword: BuyWordTable },
        { kind: room.kind, gameId: first.gameId, guide, tableMode: room.config.options.tableMode },
      )}
    </GameTableFrame>
  );
}
