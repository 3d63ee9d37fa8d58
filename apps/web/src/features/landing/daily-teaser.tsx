import { Button } from "@wordhall/ui/kit";
import Link from "next/link";

/** The landing page's way to the BuyWord Daily: one game a day, the same for everyone. */
export function DailyTeaser() {
  return (
    <section
      aria-labelledby="daily-heading"
      className="flex flex-wrap items-center justify-between gap-6 rounded-2xl border-2 border-buyword-300 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-5">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 -rotate-3 place-items-center rounded-xl bg-buyword-300 font-display text-3xl font-black text-stone-900 shadow"
        >
          D
        </span>
        <div className="space-y-1">
          <h2 id="daily-heading" className="font-display text-2xl font-bold tracking-tight">
            The BuyWord Daily
          </h2>
          <p className="max-w-xl text-stone-700">
            One solo game a day on the same draws for everyone. One attempt, a board of the day's money, and a
            streak to keep.
          </p>
        </div>
      </div>
      <Button asChild size="lg">
        <Link href="/daily">Play today's Daily</Link>
      </Button>
    </section>
  );
}
