import type { Metadata } from "next";
import { ButtonLink } from "~/components/button";
import { PageTitle } from "~/components/page-title";
import { BrowsePacks } from "~/features/packs/browse-packs";

export const metadata: Metadata = { title: "Category packs" };

export default function BrowsePacksPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle
        lead="Boards made by players and reviewed by moderators, ready to play in any Oh My Word room."
        actions={<ButtonLink href="/boards/new">Make your own</ButtonLink>}
      >
        Category packs
      </PageTitle>
      <BrowsePacks />
    </div>
  );
}
