import { Button, PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import Link from "next/link";
import { BrowsePacks } from "~/features/packs/browse-packs";
import { browseInput, nextBrowseCursor } from "~/features/packs/browse-query";
import { fetchFirstPageForPage, HydratedQueries, serverApi } from "~/lib/server-api";

const LEAD = "Boards made by players and reviewed by moderators, ready to play in any Oh My Word room.";

export const metadata: Metadata = { title: "Category packs", description: LEAD };

export default async function BrowsePacksPage() {
  // The first page of the list is in the HTML; searching and "More packs" ask from the browser.
  const { trpc } = serverApi();
  await fetchFirstPageForPage(
    trpc.packs.browse.infiniteQueryOptions(browseInput(""), { getNextPageParam: nextBrowseCursor }),
  );
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle
        lead={LEAD}
        actions={
          <Button asChild>
            <Link href="/boards/new">Make your own</Link>
          </Button>
        }
      >
        Category packs
      </PageTitle>
      <HydratedQueries>
        <BrowsePacks />
      </HydratedQueries>
    </div>
  );
}
