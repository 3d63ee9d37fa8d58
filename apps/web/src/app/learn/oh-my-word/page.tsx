import type { Metadata } from "next";
import { LearnPage } from "~/features/learn/learn-page";

export const metadata: Metadata = {
  title: "Learn Oh My Word by playing",
  description:
    "A first game of Oh My Word against two friendly bots, with a guide for each rule as it comes up.",
};

export default function LearnOhMyWordRoute() {
  return <LearnPage kind="oh-my-word" />;
}
