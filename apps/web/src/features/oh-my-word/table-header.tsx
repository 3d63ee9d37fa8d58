import type { OmwView } from "@wordhall/client";
import { subject, verb } from "@wordhall/ui";
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
};

/**
 * The table's status line: who holds the bag, the direction, what is left in the bag, and
 * the hidden timer as a state only ("ticking", never a number: OMW-18), with the music's mute.
 */
export function TableHeader({ view, name, muted, onToggleMute, notify }: Props) {
  const holder = view.holder === null ? null : name.person(view.holder);
  const ticking = view.timer.running && !view.paused && view.phase !== "over";
  return (
    <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-omw-900 px-4 py-3 text-white shadow">
      <h2 className="font-display text-lg font-black">Oh My Word</h2>
      {view.phase === "tiebreaker" ? (
        <span className="rounded-full bg-rose-600 px-2.5 py-0.5 text-sm font-bold">Tiebreaker</span>
      ) : null}
      {view.phase === "over" ? (
        <p className="text-sm font-semibold">Game over</p>
      ) : (
        <>
          <p className="flex items-center gap-1.5 text-sm" data-testid="omw-holder">
            <BagIcon />
            {holder ? (
              <>
                <strong>{subject(holder)}</strong> {verb(holder, "holds")} the bag
              </>
            ) : (
              "Nobody holds the bag"
            )}
          </p>
          <p className="flex items-center gap-1.5 text-sm">
            <DirectionIcon direction={view.direction} />
            {directionLabel(view.direction)}
          </p>
          <p className="text-sm">
            {view.bagCount} in the bag · {view.coveredCount}/{view.categoryCount} covered
            {view.reverseTilesAside > 0 ? ` · ${view.reverseTilesAside} reverse aside` : ""}
          </p>
        </>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-3">
        {notify ? (
          <TurnNotifyToggle notify={notify} className="border-white/40 text-white hover:bg-white/10" />
        ) : null}
        <p className="flex items-center gap-1.5 text-sm" aria-live="off">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${ticking ? "animate-pulse bg-rose-400" : "bg-stone-400"}`}
          />
          {view.paused ? "Paused" : ticking ? "Timer ticking…" : "Timer stopped"}
        </p>
        <button
          type="button"
          onClick={onToggleMute}
          aria-pressed={muted}
          className="flex items-center gap-1.5 rounded-lg border border-white/40 px-2.5 py-1 text-sm hover:bg-white/10"
        >
          <SoundIcon muted={muted} />
          <span className="sr-only sm:not-sr-only">{muted ? "Sound off" : "Sound on"}</span>
        </button>
      </div>
      <div className="basis-full">
        <TensionMeter running={ticking} startedAt={view.timer.startedAt} rangeMs={view.rules.timerRangeMs} />
      </div>
    </header>
  );
}
