import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
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
