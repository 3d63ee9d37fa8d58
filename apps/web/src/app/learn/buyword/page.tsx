import type { Metadata } from "next";
import { LearnPage } from "~/features/learn/learn-page";

export const metadata: Metadata = {
  title: "Learn BuyWord by playing",
  description: "A first game of BuyWord against a friendly bot, with a guide for each rule as it comes up.",
};

export default function LearnBuywordRoute() {
  return <LearnPage kind="buyword" />;
}
