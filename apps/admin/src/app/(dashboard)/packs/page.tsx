import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { PackQueue } from "~/features/packs/pack-queue";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Pack queue · Wordhall admin" };

export default async function PackQueuePage() {
  await requireStaff();
  return (
    <>
      <PageTitle lead="Category packs players submitted for the public list, oldest first. Open one to review every board side.">
        Pack queue
      </PageTitle>
      <PackQueue />
    </>
  );
}
