import { Button, Card, PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import Link from "next/link";
import { PlayNow } from "~/features/bots/play-now";
import { LearnOffer } from "~/features/learn/learn-offer";
import { FeaturedPacks } from "~/features/lobby/featured-packs";
import { JoinByCode } from "~/features/lobby/join-by-code";
import { MyRooms } from "~/features/lobby/my-rooms";
import { OpenRooms } from "~/features/lobby/open-rooms";
import { openRoomsInput } from "~/features/lobby/open-rooms-input";
import { fetchFirstPageForPage, fetchForPage, HydratedQueries, serverApi } from "~/lib/server-api";

export const metadata: Metadata = { title: "Lobby" };

export default async function LobbyPage() {
  // Drawn on the server, with who is looking: "Play now" for the signed-in, the guided game's
  // offer for a new player, the featured shelf, the open rooms and the player's own come in
  // the HTML, at their size, instead of changing the page's height as each answer arrived
  // (Lighthouse's layout shift on a phone).
  const { trpc } = serverApi();
  const me = await fetchForPage(trpc.me.get.queryOptions());
  await Promise.all([
    fetchForPage(trpc.packs.featured.queryOptions()),
    fetchFirstPageForPage(
      trpc.rooms.lobby.infiniteQueryOptions(openRoomsInput("all"), {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
      }),
    ),
    me.data ? fetchForPage(trpc.rooms.mine.queryOptions()) : null,
    // Whether to offer the guided first game (LearnOffer), known before the page is drawn.
    me.data ? fetchForPage(trpc.me.hasPlayed.queryOptions()) : null,
  ]);
  return (
    <HydratedQueries>
      <PageTitle
        lead="Join an open table, follow a friend's invite code, or open a room of your own."
        actions={
          <Button asChild>
            <Link href="/rooms/new">Open a room</Link>
          </Button>
        }
      >
        Lobby
      </PageTitle>
      <div className="mb-6 empty:hidden">
        <LearnOffer />
      </div>
      {/* The side column comes first in the page, as a phone shows it (above the open rooms),
          and takes its column by place from lg up. In the other order, with `order` putting it
          first on a phone, a phone that drew the page while its HTML was still arriving showed
          the open rooms at the top, then pushed them down the screen when the side column came
          (a layout shift of 0.07–0.1 in one load of eight at 4–6× CPU slowdown). */}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <Card as="section" aria-labelledby="play-now-heading" className="space-y-3">
            <h2 id="play-now-heading" className="font-display text-xl font-bold">
              Play now
            </h2>
            <PlayNow />
          </Card>
          <Card as="section" aria-labelledby="join-heading" className="space-y-3">
            <h2 id="join-heading" className="font-display text-xl font-bold">
              Join by code
            </h2>
            <JoinByCode />
          </Card>
          <FeaturedPacks />
        </div>
        <section aria-labelledby="open-rooms-heading" className="space-y-4 lg:col-start-1 lg:row-start-1">
          <h2 id="open-rooms-heading" className="font-display text-2xl font-bold">
            Open rooms
          </h2>
          <OpenRooms />
        </section>
      </div>
      <section id="my-rooms" aria-labelledby="my-rooms-heading" className="mt-10 scroll-mt-6 space-y-4">
        <h2 id="my-rooms-heading" className="font-display text-2xl font-bold">
          My rooms
        </h2>
        <MyRooms />
      </section>
    </HydratedQueries>
  );
}
