import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { FIRST_GAME, ratedBoardInput, soloBoardInput } from "~/features/leaderboards/board-queries";
import { Leaderboards } from "~/features/leaderboards/leaderboards";
import { fetchForPage, HydratedQueries, serverApi } from "~/lib/server-api";

const LEAD = "Who leads in Oh My Word and BuyWord, all time and this week.";

export const metadata: Metadata = {
  title: "Leaderboards",
  description: `${LEAD} Ratings, weekly wins and the best solo BuyWord games.`,
};

export default async function LeaderboardsPage() {
  // What the page first shows: the first game's all-time board and the solo bests. The other
  // boards are asked from the browser when chosen, as before.
  const { trpc } = serverApi();
  await Promise.all([
    fetchForPage(trpc.leaderboards.allTime.queryOptions(ratedBoardInput(FIRST_GAME))),
    fetchForPage(trpc.leaderboards.soloBuyword.queryOptions(soloBoardInput())),
  ]);
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle lead={LEAD}>Leaderboards</PageTitle>
      <HydratedQueries>
        <Leaderboards />
      </HydratedQueries>
    </div>
  );
}
