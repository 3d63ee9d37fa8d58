import type { Metadata } from "next";
import { firstRoomView, firstTableChoice } from "~/features/rooms/first-room-view";
import { FirstTable } from "~/features/rooms/first-table";
import { RoomPage } from "~/features/rooms/room-page";

export const metadata: Metadata = { title: "Room" };

export default async function RoomRoute({ params }: { params: Promise<{ roomId: string }> }) {
  const { roomId } = await params;
  // The room and its table in the HTML: a player opening a game sees it without waiting for
  // the page's scripts, its streams and the table's code in turn (docs/web.md).
  const first = await firstRoomView(roomId);
  const game = first?.game ?? null;
  const table =
    first && game
      ? {
          gameId: game.gameId,
          table: <FirstTable choice={firstTableChoice(first.room, game)} first={game} />,
        }
      : null;
  return <RoomPage roomId={roomId} firstRoom={first?.room ?? null} firstTable={table} />;
}
