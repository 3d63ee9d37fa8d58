import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "~/components/ui/page-header";
import { AuditLog } from "~/features/audit/audit-log";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Audit log · Wordhall admin" };

export default async function AuditPage() {
  await requireStaff();
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every moderator and admin action: who, what, when and why. Entries are never changed or deleted."
      />
      <Suspense>
        <AuditLog />
      </Suspense>
    </>
  );
}
