"use client";

import type { OmwEventView, OmwView } from "@wordhall/client";
import { listPeople } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useCallback, useEffect, useMemo, useState } from "react";
import { omwCue } from "~/features/live/cue-for-event";
import { useSoundCues } from "~/features/live/use-sound";
import {
  ConnectionBanner,
  type LiveLogEntry,
  pageConnection,
  useLiveGame,
  useReportConnection,
} from "../live";
import { DisplayBoards } from "./display-boards";
import { DisplayClaims, DisplayHolder, DisplayPlayers } from "./display-side";
import { GameOverPanel } from "./game-over-panel";
import { SoundIcon } from "./icons";
import { seatNamer } from "./table-model";
import { TableMoment, useTableMoment } from "./table-moment";
import { TensionMeter } from "./tension-meter";
import { useMuted } from "./use-muted";
import { useTickingMusic } from "./use-ticking-music";

// Table mode's display: one screen (a laptop, a TV) that shows an Oh My Word game to the
// people sitting around it and plays the timer's music and the alarm, while their phones are
// their seats. It watches as a spectator whoever opened it (the host, usually, who is also
// seated): it gets only what every spectator gets, and nothing on it is a control.

export type TableDisplayProps = { readonly gameId: string };

export default function TableDisplay({ gameId }: TableDisplayProps) {
  const [moment, showMoment] = useTableMoment();
  const [muted, toggleMuted] = useMuted();
  const cue = useSoundCues(!muted);
  const onEvents = useCallback(
    (entry: LiveLogEntry<OmwEventView>) => {
      // A spectator: the end sounds the same whoever won.
      cue(omwCue(entry.events, null, []));
      showMoment(entry.events, entry.version);
    },
    [cue, showMoment],
  );
  const live = useLiveGame<OmwView, OmwEventView>(gameId, { onEvents, spectator: true });
  const view = live.view;
  const ended = live.endedByModerator !== null;
  const pageShowsBanner = useReportConnection(live.connection);
  const ticking = !!view && view.timer.running && !view.paused && view.phase !== "over" && !ended;
  useTickingMusic({ running: ticking, startedAt: view?.timer.startedAt ?? 0, muted });
  const sound = useSoundStart(muted, toggleMuted);
  const name = useMemo(() => seatNamer(live.seats, null), [live.seats]);

  if (live.error) {
    return (
      <p role="alert" className="rounded-2xl bg-rose-900 p-6 text-2xl text-white">
        {live.error}
      </p>
    );
  }
  if (!view) {
    return (
      <p role="status" className="p-6 text-2xl text-stone-200">
        Opening the table…
      </p>
    );
  }

  return (
    <div className="grid gap-4" data-omw-display>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 rounded-3xl bg-omw-900 px-5 py-3">
        <p className="flex items-center gap-2 text-2xl font-semibold" aria-live="off">
          <span
            aria-hidden="true"
            className={`size-4 rounded-full ${ticking ? "motion-safe:animate-pulse bg-rose-400" : "bg-stone-400"}`}
          />
          {view.paused
            ? "Paused"
            : view.phase === "over"
              ? "Game over"
              : ticking
                ? "Timer ticking…"
                : "Timer stopped"}
        </p>
        {view.phase === "tiebreaker" ? (
          <span className="rounded-full bg-rose-600 px-3 py-1 text-xl font-bold">
            Tiebreaker: {listPeople((view.tiebreaker?.seats ?? []).map(name.person))}
          </span>
        ) : null}
        <div className="ml-auto flex items-center gap-3">
          {sound.started ? (
            <Button
              variant="inverse"
              size="bare"
              onClick={toggleMuted}
              aria-pressed={muted}
              className="min-h-11 px-4 py-1.5 text-xl"
            >
              <SoundIcon muted={muted} />
              {muted ? "Sound off" : "Sound on"}
            </Button>
          ) : (
            <Button
              variant="bright"
              size="bare"
              onClick={sound.start}
              data-sound-start
              className="min-h-11 px-5 py-2 text-xl"
            >
              <SoundIcon muted={false} />
              Start sound
            </Button>
          )}
        </div>
        <div className="basis-full">
          <TensionMeter
            running={ticking}
            startedAt={view.timer.startedAt}
            rangeMs={view.rules.timerRangeMs}
          />
        </div>
      </div>
      {sound.started ? null : (
        <p className="rounded-2xl bg-sky-950 px-5 py-3 text-xl text-sky-100">
          Browsers play sound only after a click: press <strong>Start sound</strong> once for the timer’s
          music and the alarm.
        </p>
      )}
      {pageShowsBanner ? null : <ConnectionBanner connection={pageConnection(live.connection)} />}
      {ended ? (
        <p className="rounded-2xl bg-amber-900 px-5 py-3 text-2xl">
          A moderator ended this game. The board stays as it was.
        </p>
      ) : null}
      {view.phase === "over" ? (
        <div className="text-stone-900 [&_h2]:text-4xl">
          <GameOverPanel view={view} name={name} />
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 content-start gap-4">
          {view.phase === "over" ? null : <DisplayHolder view={view} name={name} />}
          <DisplayBoards view={view} name={name} />
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <DisplayPlayers view={view} name={name} />
          {ended ? null : <DisplayClaims view={view} name={name} />}
        </div>
      </div>
      <TableMoment moment={moment} />
    </div>
  );
}

/**
 * Browsers allow sound only after a gesture: until the first click or key press (the music
 * and the effects unlock themselves on it) the display offers "Start sound", which also
 * turns the sound switch back on if this browser had it off.
 */
function useSoundStart(muted: boolean, toggleMuted: () => void) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    // Not on the button itself: the switch would take its place before the click lands.
    const onGesture = (e: Event) => {
      if (!(e.target instanceof Element && e.target.closest("[data-sound-start]"))) setStarted(true);
    };
    window.addEventListener("pointerdown", onGesture);
    window.addEventListener("keydown", onGesture);
    return () => {
      window.removeEventListener("pointerdown", onGesture);
      window.removeEventListener("keydown", onGesture);
    };
  }, []);
  const start = () => {
    setStarted(true);
    if (muted) toggleMuted();
  };
  return { started, start };
}
