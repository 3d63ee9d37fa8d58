import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { ServerReplay } from "~/features/replay/replay-page";

export const metadata: Metadata = { title: "Replay" };

export default async function ReplayGamePage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle lead="Every move of a finished game. Use the arrow keys or the slider to step through it.">
        Replay
      </PageTitle>
      <ServerReplay gameId={gameId} />
    </div>
  );
}
