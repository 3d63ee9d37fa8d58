import type { Metadata } from "next";
import { JoinRoom } from "~/features/lobby/join-room";

export const metadata: Metadata = { title: "Join a room" };

/** The invite link: /join/<code> (the path the server hands out as `invitePath`). */
export default async function JoinPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return <JoinRoom code={decodeURIComponent(code)} />;
}
