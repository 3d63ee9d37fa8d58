"use client";

import type { BuywordView } from "../buyword/types";
import { type CoachGuide, coachLesson } from "./buyword-coach";
import { CoachFinish } from "./coach-finish";
import { CoachPanel } from "./coach-panel";
import { useGuideSkipped } from "./use-guide-skipped";

/** The BuyWord table's coach: the step for the seat's view, in the shared panel. */
export function BuywordCoachPanel({
  view,
  guide,
}: {
  readonly view: BuywordView;
  readonly guide: CoachGuide & { readonly id: string };
}) {
  const [skipped, setSkipped] = useGuideSkipped(guide.id);
  return (
    <CoachPanel
      lesson={coachLesson(view, guide)}
      skipped={skipped}
      onSkipped={setSkipped}
      finish={<CoachFinish kind="buyword" />}
      testId="bw-coach"
    />
  );
}
