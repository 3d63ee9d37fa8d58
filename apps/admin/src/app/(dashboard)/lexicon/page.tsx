import type { Metadata } from "next";
import { PageHeader } from "~/components/ui/page-header";
import { LexiconRules } from "~/features/lexicon/lexicon-rules";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Lexicon · Wordhall admin" };

export default async function LexiconPage() {
  await requireStaff();
  return (
    <>
      <PageHeader
        title="Lexicon house rules"
        description="Platform-wide words allowed or banned on top of the default lexicon. New games pick up the lists when they start."
      />
      <LexiconRules />
    </>
  );
}
