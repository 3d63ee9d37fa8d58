import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { PackEditor } from "~/features/packs/pack-editor";

export const metadata: Metadata = { title: "Edit pack" };

export default async function EditPackPage({ params }: { params: Promise<{ packId: string }> }) {
  const { packId } = await params;
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle>Edit pack</PageTitle>
      <PackEditor packId={packId} />
    </div>
  );
}
