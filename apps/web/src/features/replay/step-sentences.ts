import type { BuywordEventView, OmwEventView, OmwView } from "@wordhall/engine";
import { person } from "@wordhall/ui";
import { describeEvent as describeBuyword } from "../buyword/activity-log";
import { describeEvent as describeOmw } from "../oh-my-word/describe-event";
import type { SeatNames } from "../oh-my-word/table-model";
import type { Perspective } from "./perspective";
import { describeStep, type Replay } from "./replay-frames";

type Built = Extract<Replay, { ok: true }>;

/** The seat whose eyes the events are told through (null: a spectator's, also for "all"). */
const eyes = (perspective: Perspective): number | null =>
  typeof perspective === "number" ? perspective : null;

/**
 * The players' names as the chosen perspective's table gave them: through a seat's eyes that
 * seat is "You" (the log, the standings, the winner's line), as it was for that player;
 * everyone else, and everyone for "all" and a spectator, by name.
 */
export function namesFor(replay: Built, perspective: Perspective): SeatNames {
  const seat = eyes(perspective);
  return Object.assign((s: number) => (s === seat ? "You" : replay.name(s)), {
    person: (s: number) => person(replay.name(s), s === seat),
  });
}

/**
 * A step told as the table's log told it: the same sentences, from the events as the chosen
 * perspective could see them, with the players' names. Never empty: a step with nothing to
 * tell says who acted.
 */
export function stepSentences(replay: Built, frameIndex: number, perspective: Perspective): string[] {
  const frame = replay.frames[frameIndex];
  if (!frame) return [];
  if (frame.entry === null) return ["The game is set up."];
  const seat = eyes(perspective);
  const name = namesFor(replay, perspective);
  const views = replay.module.eventsFor(frame.events as never, seat) as unknown[];
  const lines =
    replay.record.game === "oh-my-word"
      ? (views as OmwEventView[]).map((e) =>
          describeOmw(e, replay.module.view(frame.state, seat) as OmwView, name),
        )
      : (views as BuywordEventView[]).map((e) => describeBuyword(e, name.person));
  const told = lines.filter((l): l is string => l !== null);
  return told.length > 0 ? told : [`${describeStep(frame.entry, name)}.`];
}
