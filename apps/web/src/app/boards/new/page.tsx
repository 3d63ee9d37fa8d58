import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { PackEditor } from "~/features/packs/pack-editor";

export const metadata: Metadata = { title: "New pack" };

export default function NewPackPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle lead="Every side has exactly fifteen categories, none empty and none twice.">
        New pack
      </PageTitle>
      <PackEditor />
    </div>
  );
}
