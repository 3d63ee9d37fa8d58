import { count, listWords, longDate } from "@wordhall/ui";
import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { GAME_NAME } from "~/components/game-names";
import { ServerReplay } from "~/features/replay/replay-page";
import { ReplayTranscript, transcriptOf } from "~/features/replay/replay-transcript";
import { fetchForPage, HydratedQueries, serverApi } from "~/lib/server-api";

type Props = { readonly params: Promise<{ gameId: string }> };

const recordQuery = (gameId: string) => serverApi().trpc.games.record.queryOptions({ gameId });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { gameId } = await params;
  // The same query as the page's (with the visitor's cookie), so it is fetched once for both,
  // and a game the visitor may not see names nobody.
  const { data: record } = await fetchForPage(recordQuery(gameId));
  if (!record) return { title: "Replay" };
  const game = GAME_NAME[record.game];
  const players = listWords((record.players ?? []).map((p) => p.name));
  return {
    title: players ? `Replay: ${game} with ${players}` : `Replay: ${game}`,
    description: `Every move of a ${game} game${players ? ` between ${players}` : ""}, played on ${longDate(record.createdAt, "utc")}: ${count(record.actions.length, "move")}.`,
  };
}

export default async function ReplayGamePage({ params }: Props) {
  const { gameId } = await params;
  // The record as this visitor may see it: a private room's game only for its members, and
  // for a stranger the same refusal the browser would have shown.
  const record = await fetchForPage(recordQuery(gameId));
  const transcript = record.data ? await transcriptOf(record.data) : null;
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle lead="Every move of a finished game. Use the arrow keys or the slider to step through it.">
        Replay
      </PageTitle>
      <HydratedQueries>
        <ServerReplay
          gameId={gameId}
          refusal={record.refusal}
          moves={transcript ? <ReplayTranscript transcript={transcript} /> : null}
        />
      </HydratedQueries>
    </div>
  );
}
