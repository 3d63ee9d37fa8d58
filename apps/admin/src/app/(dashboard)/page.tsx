import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { OverviewDashboard } from "~/features/overview/overview-dashboard";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Overview · Wordhall admin" };

export default async function OverviewPage() {
  const user = await requireStaff();
  return (
    <>
      <PageTitle lead={`Welcome, ${user.name}. Games, players, the pack queue and reports at a glance.`}>
        Overview
      </PageTitle>
      <OverviewDashboard />
    </>
  );
}
