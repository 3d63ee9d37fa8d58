"use client";

import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { PlayNow } from "~/features/bots/play-now";
import type { BuywordView } from "../buyword/types";
import { type CoachGuide, coachLesson } from "./buyword-coach";
import { HOW_TO_PLAY_PATH } from "./how-to-play-link";
import { useRememberedFlag } from "./use-remembered-flag";

/** Where "Skip the guide" is remembered, per guide (a new guide is offered afresh). */
export const guideSkippedKey = (guideId: string) => `wordhall.guide.${guideId}.skipped`;

/**
 * The coach of a guided first game: one short step for the moment the player is in (what the
 * rule is, what to do now), above the table's decision. "Skip the guide" hides it for good
 * in this browser; a small button brings it back. At the end: where to go next.
 */
export function CoachPanel({
  view,
  guide,
}: {
  readonly view: BuywordView;
  readonly guide: CoachGuide & { readonly id: string };
}) {
  const [skipped, setSkipped] = useRememberedFlag(guideSkippedKey(guide.id));
  if (skipped === null) return null;
  if (skipped)
    return (
      <div className="flex justify-end">
        <Button variant="link" onClick={() => setSkipped(false)} className="text-sm text-stone-700">
          Show the guide
        </Button>
      </div>
    );
  const lesson = coachLesson(view, guide);
  if (!lesson) return null;
  const finished = lesson.id === "finish";
  return (
    <section
      aria-labelledby="bw-coach-title"
      data-testid="bw-coach"
      data-lesson={lesson.id}
      className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-2.5 text-sky-950 shadow-sm sm:p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-sky-800">
            <span className="uppercase">Guide</span>
            {/* The rules this step teaches, by their ids (docs/rules/buyword.md): small, for the curious. */}
            <span className="sr-only">, rules</span>
            {lesson.rules.map((r) => (
              <span key={r} className="font-normal">
                {" "}
                · {r}
              </span>
            ))}
          </p>
          <h2 id="bw-coach-title" className="font-semibold">
            {lesson.title}
          </h2>
        </div>
        {finished ? null : (
          <Button variant="secondary" size="sm" onClick={() => setSkipped(true)} className="shrink-0">
            Skip the guide
          </Button>
        )}
      </div>
      {/* Polite: a new step is read out when the game moves on, without cutting anything off. */}
      <p className="mt-0.5 text-sm leading-snug sm:text-[0.95rem]" aria-live="polite">
        {lesson.text}
      </p>
      {finished ? (
        <div className="mt-3 space-y-3 border-t border-sky-200 pt-3">
          <p>
            Every rule, with pictures:{" "}
            <Link href={HOW_TO_PLAY_PATH.buyword} className="font-semibold underline underline-offset-2">
              How to play BuyWord
            </Link>
            . Ready for a game of your own?
          </p>
          <PlayNow />
        </div>
      ) : null}
    </section>
  );
}
