import type { Metadata } from "next";
import { BuywordGuide } from "~/features/learn/buyword-guide";
import { HowToPlayPage } from "~/features/learn/how-to-play-page";

export const metadata: Metadata = {
  title: "How to play BuyWord",
  description: "Buy letter tiles for the square of their pips and sell words for the square of theirs.",
};

export default function BuywordRulesPage() {
  return (
    <HowToPlayPage
      kind="buyword"
      lead="Sid Sackson’s word-trading game: buy tiles for the square of their pips, sell words for the square of theirs."
    >
      <BuywordGuide />
    </HowToPlayPage>
  );
}
