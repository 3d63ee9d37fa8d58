import { Button, PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import Link from "next/link";
import { MyPacks } from "~/features/packs/my-packs";

export const metadata: Metadata = { title: "My boards" };

export default function MyBoardsPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle
        lead="Your own category packs for Oh My Word: draft them, preview each side, and submit them to share."
        actions={
          <>
            <Button asChild>
              <Link href="/boards/new">New pack</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href="/packs">Browse public packs</Link>
            </Button>
          </>
        }
      >
        My boards
      </PageTitle>
      <MyPacks />
    </div>
  );
}
