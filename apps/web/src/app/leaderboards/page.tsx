import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { Leaderboards } from "~/features/leaderboards/leaderboards";

export const metadata: Metadata = { title: "Leaderboards" };

export default function LeaderboardsPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle lead="Who leads in Oh My Word and BuyWord, all time and this week.">Leaderboards</PageTitle>
      <Leaderboards />
    </div>
  );
}
