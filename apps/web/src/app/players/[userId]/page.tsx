import type { Metadata } from "next";
import { PlayerProfile } from "~/features/profile/player-profile";

export const metadata: Metadata = { title: "Player" };

export default async function PlayerPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  return (
    <div className="mx-auto max-w-5xl">
      <PlayerProfile userId={userId} />
    </div>
  );
}
