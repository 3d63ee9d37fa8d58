import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import Link from "next/link";
import { CalendarPage } from "~/features/daily/calendar-page";

export const metadata: Metadata = { title: "Your Daily calendar" };

export default function DailyCalendarRoute() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle
        lead="Every Daily you played, with its money. A streak counts the days in a row you finished."
        actions={
          <Link href="/daily" className="font-semibold text-brand-700 underline underline-offset-2">
            Today's Daily
          </Link>
        }
      >
        Your Daily calendar
      </PageTitle>
      <CalendarPage />
    </div>
  );
}
