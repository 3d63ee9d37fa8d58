import type { Metadata } from "next";
import { PageHeader } from "~/components/ui/page-header";
import { OverviewDashboard } from "~/features/overview/overview-dashboard";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Overview · Wordhall admin" };

export default async function OverviewPage() {
  const user = await requireStaff();
  return (
    <>
      <PageHeader
        title="Overview"
        description={`Welcome, ${user.name}. Games, players, the pack queue and reports at a glance.`}
      />
      <OverviewDashboard />
    </>
  );
}
