import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { Suspense } from "react";
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
      <Suspense>
        <UserSearch />
      </Suspense>
    </>
  );
}
