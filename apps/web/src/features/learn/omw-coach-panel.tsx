"use client";

import type { OmwEventView, OmwView } from "@wordhall/client";
import type { LiveLogEntry } from "../live/live-game-store";
import type { SeatNames } from "../oh-my-word/table-model";
import { CoachFinish } from "./coach-finish";
import { CoachPanel } from "./coach-panel";
import type { OmwGuideView } from "./guide";
import { omwCoachLesson } from "./omw-coach";

/**
 * The Oh My Word table's coach: the lesson for the seat's view and the steps it has seen, in
 * the shared panel. The table owns the skip flag, since it also decides whether covering
 * passes the bag at once.
 */
export function OmwCoachPanel({
  view,
  guide,
  log,
  name,
  skipped,
  onSkipped,
}: {
  readonly view: OmwView;
  readonly guide: OmwGuideView;
  readonly log: readonly LiveLogEntry<OmwEventView>[];
  readonly name: SeatNames;
  readonly skipped: boolean | null;
  readonly onSkipped: (skipped: boolean) => void;
}) {
  return (
    <CoachPanel
      lesson={omwCoachLesson(view, guide, log, name.person)}
      skipped={skipped}
      onSkipped={onSkipped}
      finish={<CoachFinish kind="oh-my-word" />}
      testId="omw-coach"
    />
  );
}
