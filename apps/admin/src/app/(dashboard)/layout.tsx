import type { ReactNode } from "react";
import { AdminShell } from "~/components/admin-shell";
import { requireStaff } from "~/lib/session";

/** Every dashboard page passes the server-side role gate first (see lib/session.ts). */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireStaff();
  return <AdminShell user={user}>{children}</AdminShell>;
}
