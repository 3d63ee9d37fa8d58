import type { FirstSnapshot } from "~/features/live/first-snapshot";
import { fetchForPage, serverApi } from "~/lib/server-api";
import type { RoomView } from "./room-types";
import type { TableChoice } from "./table-of-kind";

/** What the room page renders on the server: the room, and its running game as this visitor's seat sees it. */
export type FirstRoomView = {
  readonly room: RoomView;
  /** `live.snapshot` of the room's game (the stream's first message) and its history so far. */
  readonly game: FirstSnapshot | null;
};

/**
 * The room and its table as the streams would first send them, asked of a game server with
 * the visitor's cookie, so the page's HTML already holds the table (the browser's streams
 * then bring their own first messages). Null when the game server refuses (signed out of a
 * private room) or can't answer: the browser then asks, and shows the refusal, as it always did.
 */
export async function firstRoomView(roomId: string): Promise<FirstRoomView | null> {
  const { trpc } = serverApi();
  const { data: room } = await fetchForPage(trpc.rooms.get.queryOptions({ roomId }));
  if (!room) return null;
  const gameId = room.currentGame?.id;
  if (!gameId) return { room, game: null };
  const [snapshot, history] = await Promise.all([
    fetchForPage(trpc.live.snapshot.queryOptions({ gameId })),
    fetchForPage(trpc.games.events.queryOptions({ gameId })),
  ]);
  return { room, game: snapshot.data ? { gameId, snapshot: snapshot.data, history: history.data } : null };
}

/** Which table the page's server draws for the room's game, with what that table takes. */
export function firstTableChoice(room: RoomView, first: FirstSnapshot): TableChoice {
  return {
    kind: room.kind,
    gameId: first.gameId,
    guide: room.currentGame?.id === first.gameId ? room.currentGame.guide : null,
    tableMode: room.config.options.tableMode,
  };
}
