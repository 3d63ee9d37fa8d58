import type { OmwView } from "@wordhall/client";
import { subject, verb } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { TurnNotifyToggle } from "~/features/live/turn-notify-toggle";
import type { NotifyOptIn } from "~/features/live/use-turn-signals";
import { BagIcon, DirectionIcon, SoundIcon } from "./icons";
import { directionLabel, type SeatNames } from "./table-model";
import { TensionMeter } from "./tension-meter";

type Props = {
  readonly view: OmwView;
  readonly name: SeatNames;
  readonly muted: boolean;
  readonly onToggleMute: () => void;
  /** The turn-alert opt-in, for a seated player. */
  readonly notify: NotifyOptIn | null;
  /** Table mode's seat view: the shared display plays the sound, this phone stays quiet. */
  readonly soundOnDisplay?: boolean;
};

/**
 * The table's status line: who holds the bag, the direction, what is left in the bag, and
 * the hidden timer as a state only ("ticking", never a number: OMW-18), with the music's mute.
 *
 * It sticks to the top of the screen while the table scrolls under it. On a phone it is two
 * short lines: the holder with the timer and sound, then the smaller facts (direction, bag,
 * covers); the game's name, already in the room's header, is left to screen readers there.
 */
export function TableHeader({ view, name, muted, onToggleMute, notify, soundOnDisplay = false }: Props) {
  const holder = view.holder === null ? null : name.person(view.holder);
  const ticking = view.timer.running && !view.paused && view.phase !== "over";
  return (
    <header
      className="sticky top-0 z-20 flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-2xl bg-omw-900 px-3 py-2.5 text-white shadow sm:gap-x-4 sm:gap-y-2 sm:px-4 sm:py-3"
      data-testid="omw-header"
    >
      <h2 className="sr-only font-display text-lg font-black sm:not-sr-only">Oh My Word</h2>
      {view.phase === "tiebreaker" ? (
        <span className="rounded-full bg-rose-600 px-2.5 py-0.5 text-sm font-bold">Tiebreaker</span>
      ) : null}
      {view.phase === "over" ? (
        <p className="text-sm font-semibold">Game over</p>
      ) : (
        <p className="flex min-w-0 items-center gap-1.5 text-sm" data-testid="omw-holder">
          <BagIcon />
          <span className="min-w-0 break-words">
            {holder ? (
              <>
                <strong>{subject(holder)}</strong> {verb(holder, "holds")} the bag
              </>
            ) : (
              "Nobody holds the bag"
            )}
          </span>
        </p>
      )}
      <div className="ml-auto flex items-center gap-2 sm:order-last sm:gap-3">
        {notify ? <TurnNotifyToggle notify={notify} variant="inverse" /> : null}
        <p className="flex items-center gap-1.5 text-sm whitespace-nowrap" aria-live="off">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${ticking ? "motion-safe:animate-pulse bg-rose-400" : "bg-stone-400"}`}
          />
          {view.paused ? "Paused" : <TimerState ticking={ticking} />}
        </p>
        {soundOnDisplay ? null : (
          <Button variant="inverse" size="sm" onClick={onToggleMute} aria-pressed={muted}>
            <SoundIcon muted={muted} />
            <span className="sr-only sm:not-sr-only">{muted ? "Sound off" : "Sound on"}</span>
          </Button>
        )}
      </div>
      {view.phase === "over" ? null : (
        // Its own line on a phone, in smaller type; inline with the rest from sm up.
        <p className="flex basis-full flex-wrap items-center gap-x-1.5 text-xs text-omw-100 sm:basis-auto sm:gap-x-4 sm:text-sm sm:text-white">
          <span className="flex items-center gap-1.5">
            <DirectionIcon direction={view.direction} />
            {directionLabel(view.direction)}
          </span>
          <span aria-hidden="true" className="sm:hidden">
            ·
          </span>
          <span>
            {view.bagCount} in the bag · {view.coveredCount}/{view.categoryCount} covered
            {view.reverseTilesAside > 0 ? ` · ${view.reverseTilesAside} reverse aside` : ""}
          </span>
        </p>
      )}
      <div className="order-last basis-full">
        <TensionMeter running={ticking} startedAt={view.timer.startedAt} rangeMs={view.rules.timerRangeMs} />
      </div>
    </header>
  );
}

/** "Timer ticking…" or "Timer stopped"; on a phone without "Timer", to keep one line. */
function TimerState({ ticking }: { readonly ticking: boolean }) {
  const state = ticking ? "ticking…" : "stopped";
  return (
    <>
      <span className="sm:hidden">{ticking ? "Ticking…" : "Stopped"}</span>
      <span className="hidden sm:inline">Timer {state}</span>
    </>
  );
}
