import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { Suspense } from "react";
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
      <Suspense>
        <AuditLog />
      </Suspense>
    </>
  );
}
