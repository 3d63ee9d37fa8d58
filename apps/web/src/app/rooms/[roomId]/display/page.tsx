import type { Metadata } from "next";
import { RoomDisplayPage } from "~/features/rooms/room-display-page";

export const metadata: Metadata = { title: "Table display" };

export default async function RoomDisplayRoute({ params }: { params: Promise<{ roomId: string }> }) {
  const { roomId } = await params;
  return <RoomDisplayPage roomId={roomId} />;
}
