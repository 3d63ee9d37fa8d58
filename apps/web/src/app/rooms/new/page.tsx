import type { Metadata } from "next";
import { PageTitle } from "~/components/page-title";
import { CreateRoomForm } from "~/features/rooms/create-room-form";

export const metadata: Metadata = { title: "Open a room" };

export default function NewRoomPage() {
  return (
    <>
      <PageTitle lead="Pick a game and its rules. You can change the settings until the game starts.">
        Open a room
      </PageTitle>
      <CreateRoomForm />
    </>
  );
}
