import type { Metadata } from "next";
import { PageHeader } from "~/components/ui/page-header";
import { PackQueue } from "~/features/packs/pack-queue";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Pack queue · Wordhall admin" };

export default async function PackQueuePage() {
  await requireStaff();
  return (
    <>
      <PageHeader
        title="Pack queue"
        description="Category packs players submitted for the public list, oldest first. Open one to review every board side."
      />
      <PackQueue />
    </>
  );
}
