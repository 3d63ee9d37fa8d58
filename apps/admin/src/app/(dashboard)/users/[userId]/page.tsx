import type { Metadata } from "next";
import { UserDetail } from "~/features/users/user-detail";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "User · Wordhall admin" };

export default async function UserPage({ params }: { params: Promise<{ userId: string }> }) {
  const viewer = await requireStaff();
  const { userId } = await params;
  return <UserDetail userId={decodeURIComponent(userId)} viewer={{ id: viewer.id, role: viewer.role }} />;
}
