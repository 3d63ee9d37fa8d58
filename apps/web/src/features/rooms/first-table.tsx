import BuyWordTable from "~/features/buyword/buyword-table";
import type { FirstSnapshot } from "~/features/live/first-snapshot";
import OhMyWordTable from "~/features/oh-my-word/oh-my-word-table";
import { GameTableFrame } from "./game-table";
import type { RoomView } from "./room-types";

/**
 * The table of the game a room was opened on, drawn by the page's server from its snapshot.
 * A server component, so the table is in the page's first HTML (not a lazily loaded part
 * that streams in after it), and the browser loads the code of this kind of table only.
 */
export function FirstTable({ room, first }: { readonly room: RoomView; readonly first: FirstSnapshot }) {
  const guide = room.currentGame?.id === first.gameId ? room.currentGame.guide : null;
  return (
    <GameTableFrame first={first}>
      {room.kind === "oh-my-word" ? (
        <OhMyWordTable
          gameId={first.gameId}
          tableMode={room.config.options.tableMode}
          guide={guide?.kind === "oh-my-word" ? guide : null}
        />
      ) : (
        <BuyWordTable gameId={first.gameId} guide={guide?.kind === "buyword" ? guide : null} />
      )}
    </GameTableFrame>
  );
}
