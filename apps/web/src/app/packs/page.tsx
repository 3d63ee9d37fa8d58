import { Button, PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import Link from "next/link";
import { BrowsePacks } from "~/features/packs/browse-packs";

export const metadata: Metadata = { title: "Category packs" };

export default function BrowsePacksPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle
        lead="Boards made by players and reviewed by moderators, ready to play in any Oh My Word room."
        actions={
          <Button asChild>
            <Link href="/boards/new">Make your own</Link>
          </Button>
        }
      >
        Category packs
      </PageTitle>
      <BrowsePacks />
    </div>
  );
}
