import type { Metadata } from "next";
import { PageHeader } from "~/components/ui/page-header";
import { ReportList } from "~/features/reports/report-list";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Reports · Wordhall admin" };

export default async function ReportsPage() {
  await requireStaff();
  return (
    <>
      <PageHeader
        title="Reports"
        description="What players reported about public packs and other players, with what it is about. Every decision is written to the audit log."
      />
      <ReportList />
    </>
  );
}
