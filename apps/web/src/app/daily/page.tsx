import type { Metadata } from "next";
import { DailyPage } from "~/features/daily/daily-page";

export const metadata: Metadata = {
  title: "The BuyWord Daily",
  description:
    "One solo BuyWord game a day, on the same draws for everyone. One attempt; the board ranks the money.",
};

export default function DailyRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <DailyPage />
    </div>
  );
}
