import type { Metadata } from "next";
import { RoomPage } from "~/features/rooms/room-page";

export const metadata: Metadata = { title: "Room" };

export default async function RoomRoute({ params }: { params: Promise<{ roomId: string }> }) {
  const { roomId } = await params;
  return <RoomPage roomId={roomId} />;
}
