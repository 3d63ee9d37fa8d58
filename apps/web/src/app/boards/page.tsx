import type { Metadata } from "next";
import { ButtonLink } from "~/components/button";
import { PageTitle } from "~/components/page-title";
import { MyPacks } from "~/features/packs/my-packs";

export const metadata: Metadata = { title: "My boards" };

export default function MyBoardsPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle
        lead="Your own category packs for Oh My Word: draft them, preview each side, and submit them to share."
        actions={
          <>
            <ButtonLink href="/boards/new">New pack</ButtonLink>
            <ButtonLink href="/packs" variant="secondary">
              Browse public packs
            </ButtonLink>
          </>
        }
      >
        My boards
      </PageTitle>
      <MyPacks />
    </div>
  );
}
