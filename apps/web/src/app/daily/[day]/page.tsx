import { PageTitle } from "@wordhall/ui/kit";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { dayTitle, isDay } from "~/features/daily/daily-days";
import { PastDayPage } from "~/features/daily/past-day-page";

type Params = { params: Promise<{ day: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { day } = await params;
  return { title: isDay(day) ? `The Daily of ${day}` : "The Daily" };
}

export default async function DailyDayRoute({ params }: Params) {
  const { day } = await params;
  if (!isDay(day)) notFound();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle lead="The day's board: everyone's money at the end, and the par once the day has closed.">
        The Daily of {dayTitle(day)}
      </PageTitle>
      <PastDayPage day={day} />
    </div>
  );
}
