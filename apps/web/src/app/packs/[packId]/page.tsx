import type { Metadata } from "next";
import { PackPage } from "~/features/packs/pack-page";

export const metadata: Metadata = { title: "Category pack" };

export default async function PackDetailPage({ params }: { params: Promise<{ packId: string }> }) {
  const { packId } = await params;
  return (
    <div className="mx-auto max-w-5xl">
      <PackPage packId={packId} />
    </div>
  );
}
