import { hasRole } from "@wordhall/client/contract";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { NoAccess } from "~/components/no-access";
import { requireSignedIn } from "~/lib/session";

export const metadata: Metadata = { title: "No access · Wordhall admin" };

export default async function NoAccessPage() {
  const user = await requireSignedIn();
  // Someone promoted since (or who typed the address) has access after all.
  if (hasRole(user.role, "moderator")) redirect("/");
  return <NoAccess user={user} />;
}
