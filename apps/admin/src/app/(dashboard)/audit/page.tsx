import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { AuditLog } from "~/features/audit/audit-log";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Audit log · Wordhall admin" };

export default async function AuditPage() {
  await requireStaff();
  return (
    <>
      <PageTitle lead="Every moderator and admin action: who, what, when and why. Entries are never changed or deleted.">
        Audit log
      </PageTitle>
      {/* No <Suspense>: the page is drawn per request (its staff check reads the cookie), so
          the search parameters are there to draw with, and a boundary drawn on the server can
          race hydration (tooling/lint/server-boundaries.test.ts). */}
      <AuditLog />
    </>
  );
}
