"use client";

import type { OmwEventView, OmwView } from "@wordhall/client";
import { useTRPCClient } from "@wordhall/client";
import { Button } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Loading } from "~/components/loading";
import { omwCue } from "~/features/live/cue-for-event";
import { useFetchLater } from "~/features/live/use-fetch-later";
import { useSoundCues } from "~/features/live/use-sound";
import { useTurnSignals } from "~/features/live/use-turn-signals";
import type { OmwGuideView } from "../learn/guide";
import { useGuideSkipped } from "../learn/use-guide-skipped";
import {
  ConnectionBanner,
  LeaveControl,
  type LiveLogEntry,
  pageConnection,
  useGameAction,
  useLiveGame,
  useReportConnection,
} from "../live";
import { BoardGrid } from "./board-grid";
import { ClaimsPanel } from "./claims-panel";
import { GameLog } from "./game-log";
import { PlayersPanel } from "./players-panel";
import { ReservedSpace } from "./reserved-space";
import { FoldedBoards, SeatTokens, SeatViewSwitch, showsSeatView } from "./seat-view";
import { TableHeader } from "./table-header";
import { canLeave, leaveConsequence, myTurn, seatNamer, situationKey } from "./table-model";
import { TableMoment, useTableMoment } from "./table-moment";
import { TiebreakerNotice } from "./tiebreaker-notice";
import { TurnPanel } from "./turn-panel";
import { useMuted } from "./use-muted";
import { useNarrowerThan } from "./use-narrow";
import { useTickingMusic } from "./use-ticking-music";

// What only the game's end shows is a chunk of its own (drawn on the server all the same), so
// a game in play doesn't load it with the table: the final standings and the rating changes.
// The table fetches them a while after it opens (useFetchLater). The loaders are at the
// module's level: the React Compiler does not compile a component holding an import().
const loadGameOverPanel = () => import("./game-over-panel").then((m) => m.GameOverPanel);
const loadRatingChanges = () => import("~/features/live/rating-changes").then((m) => m.RatingChanges);
const END_PANELS = [loadGameOverPanel, loadRatingChanges];
const GameOverPanel = dynamic(loadGameOverPanel);
const RatingChanges = dynamic(loadRatingChanges);

// The guided first game's coach is a chunk of its own that only a guided game loads (drawn on
// the server with the table, and without a loading line: the table and its coach show together).
const OmwCoachPanel = dynamic(() => import("../learn/omw-coach-panel").then((m) => m.OmwCoachPanel));

// The Oh My Word table for one game. The room page loads it on demand (next/dynamic), so its
// code reaches only players of this game.

export type OhMyWordTableProps = {
  readonly gameId: string;
  /** The room's table mode: on a phone, a seated player's table is their seat (seat-view.tsx). */
  readonly tableMode?: boolean;
  /** Set on a guided first game (rooms.get: currentGame.guide): the coach shows. */
  readonly guide?: OmwGuideView | null;
};

export default function OhMyWordTable({ gameId, tableMode = false, guide = null }: OhMyWordTableProps) {
  const client = useTRPCClient();
  const [moment, showMoment] = useTableMoment();
  const [muted, toggleMuted] = useMuted();

  // The one-column layout below 48 rem (a phone): claims shrink to a line each there.
  const [tableEl, setTableEl] = useState<HTMLDivElement | null>(null);
  const narrow = useNarrowerThan(tableEl, 48);
  const [wholeTable, setWholeTable] = useState(false);
  // Whether this is the seat view, for the events handler (made before the view is known).
  const seatViewRef = useRef(false);
  const cue = useSoundCues(!muted);
  useFetchLater(END_PANELS);
  const onEvents = useCallback(
    (entry: LiveLogEntry<OmwEventView>, after: OmwView) => {
      // In the seat view the shared display plays the effects; a roomful of phones stays quiet.
      // The view after the step says who won, which its game-over event doesn't.
      if (!seatViewRef.current) cue(omwCue(entry.events, after.you, after.result?.winners ?? []));
      showMoment(entry.events, entry.version);
    },
    [cue, showMoment],
  );
  const live = useLiveGame<OmwView, OmwEventView>(gameId, { onEvents });
  const view = live.view;
  // A moderator's end stops the game where it stood: the view still shows a running timer
  // and a turn, but no move will be taken any more (the room page says why).
  const ended = live.endedByModerator !== null;
  const pageShowsBanner = useReportConnection(live.connection);
  const seatView = showsSeatView({
    tableMode,
    seated: view?.you != null,
    over: view?.phase === "over",
    narrow,
    wholeTable,
  });
  useTickingMusic({
    running: !!view && view.timer.running && !view.paused && view.phase !== "over" && !ended,
    startedAt: view?.timer.startedAt ?? 0,
    // The seat view is for a phone beside the shared display, which plays the music.
    muted: muted || seatView,
  });
  // The events handler is made before this is known: it reads it through a ref, written once
  // the render is committed (never while rendering).
  useLayoutEffect(() => {
    seatViewRef.current = seatView;
  }, [seatView]);

  // While the guide coaches, covering and passing are two steps, so the pass is a lesson too.
  const [guideSkipped, setGuideSkipped] = useGuideSkipped(guide?.id ?? "none");
  const coached = guide !== null && guideSkipped === false;

  const act = useGameAction(gameId);
  const [category, setCategory] = useState<number | null>(null);
  const termRef = useRef<HTMLInputElement>(null);
  const autoPass = useRef(false);
  const name = useMemo(() => seatNamer(live.seats, live.seat), [live.seats, live.seat]);
  const turn = view && !ended ? myTurn(view) : null;
  const notify = useTurnSignals({
    yours: turn !== null,
    game: "Oh My Word",
    what: "You hold the bag: draw a tile before the timer goes off.",
  });
  const version = view?.version ?? 0;
  // The seat view has no music to say it is your turn: a phone at the table buzzes instead.
  useEffect(() => {
    if (seatView && turn === "draw") navigator.vibrate?.(200);
  }, [seatView, turn]);

  // A new turn (or a category covered by someone else) clears the pick.
  useEffect(() => {
    if (!view) return;
    setCategory((c) => {
      if (turn !== "claim") return null;
      if (c !== null && view.boards.some((b) => b.categories.some((x) => x.id === c && x.cover === null)))
        return c;
      return view.turn.chosen;
    });
  }, [view, turn]);

  // A refusal is about the moment it answered: once the bag moves on or the game ends it is
  // stale, and a red sentence about a turn long gone (or on the final screen) only confuses.
  const situation = view ? situationKey(view) : null;
  const { clearError } = act;
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear exactly when the situation changes
  useEffect(() => clearError(), [situation, clearError]);

  // After covering, hand the bag on as soon as the view says the cover went through (ADR 0004:
  // claim and pass are two actions; one Enter sends both). Not when the cover ended the game.
  useEffect(() => {
    if (turn !== "pass" || !autoPass.current) return;
    autoPass.current = false;
    void act.perform(`pass@${version}`, (ids) => client.play.ohMyWord.pass.mutate(ids));
  }, [turn, version, act, client]);

  if (live.error) {
    return (
      <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-rose-900">
        {live.error}
      </p>
    );
  }
  if (!view) return <Loading label="Opening the Oh My Word table…" page />;

  const draw = () => act.perform(`draw@${version}`, (ids) => client.play.ohMyWord.draw.mutate(ids));
  const choose = (c: number | null) => {
    setCategory(c);
    // Let the others see what the holder is going for (OMW-13); nothing depends on it.
    // Quiet: it must not hold up the claim that usually follows at once, and a refusal
    // (the claim got there first) means nothing to the player.
    void act.perform(
      `choose-${c}@${version}`,
      (ids) => client.play.ohMyWord.chooseCategory.mutate({ ...ids, category: c }),
      { quiet: true },
    );
  };
  const pick = (c: number) => {
    choose(c);
    termRef.current?.focus();
  };
  const claim = async (c: number, term: string) => {
    autoPass.current = !coached;
    const r = await act.perform(`claim@${version}`, (ids) =>
      client.play.ohMyWord.claim.mutate({ ...ids, category: c, term }),
    );
    if (!r.ok) autoPass.current = false;
    return r.ok;
  };
  const pass = () => act.perform(`pass@${version}`, (ids) => client.play.ohMyWord.pass.mutate(ids));
  const challenge = (id: number) =>
    act.perform(`challenge-${id}`, (ids) => client.play.ohMyWord.challenge.mutate({ ...ids, claim: id }));
  const vote = (id: number, accept: boolean) =>
    act.perform(`vote-${id}`, (ids) => client.play.ohMyWord.vote.mutate({ ...ids, claim: id, accept }));
  const leave = () => act.perform("leave", (ids) => client.play.ohMyWord.leave.mutate(ids));
  const busy = act.pending !== null;

  // One coach, shown above the table while the game runs and after the standings at its end.
  const coach =
    guide && view.you !== null ? (
      <OmwCoachPanel
        view={view}
        guide={guide}
        log={live.log}
        name={name}
        skipped={guideSkipped}
        onSkipped={setGuideSkipped}
      />
    ) : null;
  return (
    <div
      ref={setTableEl}
      data-omw-table
      // One column of minmax(0, 1fr), here and below: an auto column would grow to the widest
      // word inside (a long category in the list, a term cut with an ellipsis) past the screen.
      className="@container mx-auto grid w-full max-w-6xl grid-cols-1 gap-2 sm:gap-3"
    >
      <TableHeader
        // Ended by a moderator, the stored timer never fires: the header says it stopped.
        view={ended ? { ...view, timer: { ...view.timer, running: false } } : view}
        name={name}
        muted={muted}
        onToggleMute={toggleMuted}
        notify={view.you !== null && !ended ? notify : null}
        soundOnDisplay={seatView}
      />
      {tableMode && narrow && view.you !== null && view.phase !== "over" ? (
        <SeatViewSwitch seatView={seatView} onSwitch={() => setWholeTable((w) => !w)} />
      ) : null}
      {pageShowsBanner ? null : <ConnectionBanner connection={pageConnection(live.connection)} />}
      {view.you === null && view.phase !== "over" ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900">
          You are watching this game: the players’ moves appear as they make them.
          {muted ? (
            <Button variant="link" onClick={toggleMuted}>
              Turn sound on to hear the timer tick
            </Button>
          ) : (
            <span>The timer’s music plays once you click anywhere on the page.</span>
          )}
        </p>
      ) : null}
      {act.error && view.phase !== "over" && !ended ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl border border-rose-300 bg-rose-50 px-3 py-2 text-sm text-rose-900"
        >
          <span>{act.error}</span>
          <Button variant="link" onClick={act.clearError}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <TiebreakerNotice view={view} name={name} />
      {!ended && view.phase !== "over" ? coach : null}
      {view.result ? <GameOverPanel view={view} name={name} /> : null}
      {/* The guided game's finish message comes after the standings it follows. */}
      {view.phase === "over" ? coach : null}
      {view.phase === "over" ? <RatingChanges gameId={gameId} you={view.you} name={name} /> : null}
      {/*
        One column when narrow: your turn, open claims, the boards, then the rest. From 48 rem,
        the claims sit beside the boards, at the top of the side column: the boards stay where
        they are whatever the claims do. The side column's wrapper is "contents" when narrow,
        so its parts take their places (order) in the one column.
      */}
      <div className="grid grid-cols-1 gap-2 sm:gap-3 @3xl:grid-cols-[minmax(0,1fr)_20rem] @3xl:grid-rows-[auto_1fr]">
        <div className="order-1 grid grid-cols-1 content-start gap-2 sm:gap-3 @3xl:col-start-1 @3xl:row-start-1">
          {ended ? (
            <p className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              A moderator ended this game. The board stays as it was; no more moves are taken.
            </p>
          ) : (
            <TurnPanel
              view={view}
              name={name}
              busy={busy}
              category={category}
              onCategory={choose}
              termRef={termRef}
              onDraw={draw}
              onClaim={claim}
              onPass={pass}
              passSeparately={coached}
            />
          )}
        </div>
        <div className="order-3 min-w-0 self-start @3xl:col-start-1 @3xl:row-start-2">
          {seatView ? (
            <FoldedBoards view={view}>
              <BoardGrid view={view} name={name} onPick={turn === "claim" ? pick : null} picked={category} />
            </FoldedBoards>
          ) : (
            <BoardGrid view={view} name={name} onPick={turn === "claim" ? pick : null} picked={category} />
          )}
        </div>
        <div className="contents @3xl:col-start-2 @3xl:row-span-2 @3xl:row-start-1 @3xl:grid @3xl:content-start @3xl:gap-3">
          {/* While you hold the bag, claims settling don't pull the boards up under you. */}
          <ReservedSpace hold={turn !== null} layout={narrow ? "narrow" : "wide"} className="order-2">
            {ended || view.claims.length === 0 || view.phase === "over" ? null : (
              <ClaimsPanel
                view={view}
                name={name}
                busy={busy}
                onChallenge={challenge}
                onVote={vote}
                compact={narrow}
              />
            )}
          </ReservedSpace>
          {/* The players and the log are on the shared screen; your own tokens are not. While
              a seat is away the players come back: its stand-in and end controls are there. */}
          {seatView && !view.seats.some((s) => s.away && !s.left) ? (
            <div className="order-4">
              <SeatTokens view={view} />
            </div>
          ) : (
            <>
              <div className="order-4">
                <PlayersPanel
                  gameId={gameId}
                  view={view}
                  name={name}
                  presence={live.presence}
                  userIdOf={(seat) => live.seats.find((s) => s.seat === seat)?.userId}
                />
              </div>
              <div className="order-5">
                <GameLog log={live.log} view={view} name={name} />
              </div>
            </>
          )}
          {!ended && canLeave(view) ? (
            <div className="order-6">
              <LeaveControl busy={busy} consequence={leaveConsequence(view)} onLeave={leave} />
            </div>
          ) : null}
        </div>
      </div>
      <TableMoment moment={moment} />
    </div>
  );
}
