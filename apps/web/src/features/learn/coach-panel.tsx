"use client";

import { Button } from "@wordhall/ui/kit";
import type { ReactNode } from "react";
import type { CoachStep } from "./coach-step";

/**
 * The coach of a guided first game, for both games: one short step for the moment the player
 * is in (what the rule is, what to do now), on the table. "Skip the guide" hides it for good
 * in this browser; a small button brings it back. At the end (the step "finish"), `finish`
 * says where to go next.
 */
export function CoachPanel({
  lesson,
  skipped,
  onSkipped,
  finish,
  testId,
}: {
  readonly lesson: CoachStep | null;
  readonly skipped: boolean | null;
  readonly onSkipped: (skipped: boolean) => void;
  readonly finish: ReactNode;
  /** The table's own name for it (bw-coach, omw-coach): tests and the heading's id use it. */
  readonly testId: string;
}) {
  if (skipped === null) return null;
  if (skipped)
    return (
      <div className="flex justify-end">
        <Button variant="link" onClick={() => onSkipped(false)} className="text-sm text-stone-700">
          Show the guide
        </Button>
      </div>
    );
  if (!lesson) return null;
  const finished = lesson.id === "finish";
  const titleId = `${testId}-title`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      data-lesson={lesson.id}
      className="min-w-0 rounded-lg border border-sky-300 bg-sky-50 px-3 py-2.5 text-sky-950 shadow-sm sm:p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-sky-800">
            <span className="uppercase">Guide</span>
            {/* The rules this step teaches, by their ids (docs/rules/): small, for the curious. */}
            <span className="sr-only">, rules</span>
            {lesson.rules.map((r) => (
              <span key={r} className="font-normal">
                {" "}
                · {r}
              </span>
            ))}
          </p>
          <h2 id={titleId} className="font-semibold">
            {lesson.title}
          </h2>
        </div>
        {finished ? null : (
          <Button variant="secondary" size="sm" onClick={() => onSkipped(true)} className="shrink-0">
            Skip the guide
          </Button>
        )}
      </div>
      {/* Polite: a new step is read out when the game moves on, without cutting anything off. */}
      <p className="mt-0.5 text-sm leading-snug sm:text-[0.95rem]" aria-live="polite">
        {lesson.text}
      </p>
      {finished ? <div className="mt-3 space-y-3 border-t border-sky-200 pt-3">{finish}</div> : null}
    </section>
  );
}
