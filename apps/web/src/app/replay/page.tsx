import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { FileReplay } from "~/features/replay/replay-page";

export const metadata: Metadata = { title: "Replay a game" };

export default function ReplayFilePage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle lead="Open a game record downloaded from a profile and step through the game, move by move.">
        Replay a game
      </PageTitle>
      <FileReplay />
    </div>
  );
}
