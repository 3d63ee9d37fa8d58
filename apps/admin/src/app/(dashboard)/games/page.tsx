import type { Metadata } from "next";
import { PageHeader } from "~/components/ui/page-header";
import { ActiveGames } from "~/features/games/active-games";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Rooms and games · Wordhall admin" };

export default async function GamesPage() {
  await requireStaff();
  return (
    <>
      <PageHeader
        title="Rooms and games"
        description="What the server is running now. A game with no move for ten minutes and no timer due is marked as looking stuck."
      />
      <ActiveGames />
    </>
  );
}
