import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { UserSearch } from "~/features/users/user-search";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Users · Wordhall admin" };

export default async function UsersPage() {
  await requireStaff();
  return (
    <>
      <PageTitle lead="Find a person to see their games and packs, suspend or restore them, or change their role.">
        Users
      </PageTitle>
      {/* No <Suspense>: the page is drawn per request (its staff check reads the cookie), so
          the search parameters are there to draw with, and a boundary drawn on the server can
          race hydration (tooling/lint/server-boundaries.test.ts). */}
      <UserSearch />
    </>
  );
}
