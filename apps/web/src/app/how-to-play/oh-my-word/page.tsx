import type { Metadata } from "next";
import { HowToPlayPage } from "~/features/learn/how-to-play-page";
import { OmwGuide } from "~/features/learn/omw-guide";

export const metadata: Metadata = {
  title: "How to play Oh My Word",
  description: "Draw a letter, name something for a category, pass the bag before the hidden timer goes off.",
};

export default function OhMyWordRulesPage() {
  return (
    <HowToPlayPage
      kind="oh-my-word"
      lead="A party game against a hidden timer: draw a letter, name something for a category, and pass the bag on before the bell."
    >
      <OmwGuide />
    </HowToPlayPage>
  );
}
