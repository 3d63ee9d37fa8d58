import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { ActiveGames } from "~/features/games/active-games";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Rooms and games · Wordhall admin" };

export default async function GamesPage() {
  await requireStaff();
  return (
    <>
      <PageTitle lead="What the server is running now. A game with no move for ten minutes and no timer due is marked as looking stuck.">
        Rooms and games
      </PageTitle>
      <ActiveGames />
    </>
  );
}
