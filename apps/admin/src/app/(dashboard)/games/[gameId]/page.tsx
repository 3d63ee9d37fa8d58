import type { Metadata } from "next";
import { GameInspector } from "~/features/games/game-inspector";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Game · Wordhall admin" };

export default async function GamePage({ params }: { params: Promise<{ gameId: string }> }) {
  await requireStaff();
  const { gameId } = await params;
  return <GameInspector gameId={decodeURIComponent(gameId)} />;
}
