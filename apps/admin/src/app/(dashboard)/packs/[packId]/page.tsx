import type { Metadata } from "next";
import { PackReview } from "~/features/packs/pack-review";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Pack review · Wordhall admin" };

export default async function PackReviewPage({ params }: { params: Promise<{ packId: string }> }) {
  await requireStaff();
  const { packId } = await params;
  return <PackReview packId={packId} />;
}
