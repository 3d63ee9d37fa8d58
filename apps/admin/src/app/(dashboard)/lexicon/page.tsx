import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { LexiconRules } from "~/features/lexicon/lexicon-rules";
import { requireStaff } from "~/lib/session";

export const metadata: Metadata = { title: "Lexicon · Wordhall admin" };

export default async function LexiconPage() {
  await requireStaff();
  return (
    <>
      <PageTitle lead="Platform-wide words allowed or banned on top of the default lexicon. New games pick up the lists when they start.">
        Lexicon house rules
      </PageTitle>
      <LexiconRules />
    </>
  );
}
