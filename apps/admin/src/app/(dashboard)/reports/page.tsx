import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { ReportList } from "~/features/reports/report-list";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Reports · Wordhall admin" };

export default async function ReportsPage() {
  await requireStaff();
  return (
    <>
      <PageTitle lead="What players reported about public packs and other players, with what it is about. Every decision is written to the audit log.">
        Reports
      </PageTitle>
      <ReportList />
    </>
  );
}
