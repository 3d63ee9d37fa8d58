"use client";

// The BuyWord table for one game. The room page loads it on demand (next/dynamic), so its
// code reaches only players of this game; the word builder loads later still, on one's
// first selling turn.

import { Button, Card } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo } from "react";
import { Loading } from "~/components/loading";
import { buywordCue } from "~/features/live/cue-for-event";
import { TurnNotifyToggle } from "~/features/live/turn-notify-toggle";
import { useFetchLater } from "~/features/live/use-fetch-later";
import { useSoundCues, useSoundSwitch } from "~/features/live/use-sound";
import { useTurnSignals } from "~/features/live/use-turn-signals";
import {
  ConnectionBanner,
  LeaveControl,
  type LiveLogEntry,
  pageConnection,
  useLiveGame,
  useReportConnection,
} from "../live";
import { SoundIcon } from "../oh-my-word/icons";
import { logLines, seatPerson } from "./activity-log";
import { DecisionPanel } from "./decision-panel";
import { GridView } from "./grid-view";
import { MoneyStrip } from "./money-strip";
import { PlayersStrip } from "./players-strip";
import { RoundStatus } from "./round-status";
import { loadWordBuilder } from "./sell-panel";
import { type BuywordEventView, type BuywordView, seatName, seatToAct } from "./types";
import { useBuywordActions } from "./use-buyword-actions";
import { YourHand } from "./your-hand";

// What only the game's end shows is a chunk of its own (drawn on the server all the same), so
// a game in play doesn't load it with the table: the end's card with the missed sales and the
// rating changes. The table fetches them a while after it opens (useFetchLater), with the word
// builder (sell-panel.tsx). The loaders are at the module's level: the React Compiler does not
// compile a component holding an import().
const loadGameOver = () => import("./game-over").then((m) => m.GameOver);
const loadRatingChanges = () => import("~/features/live/rating-changes").then((m) => m.RatingChanges);
/** Fetched a while after the table opens: the end's panels, and the word builder for selling. */
const FETCH_LATER = [loadGameOver, loadRatingChanges, loadWordBuilder];
const GameOver = dynamic(loadGameOver);
const RatingChanges = dynamic(loadRatingChanges);

// The guided first game's coach is a chunk of its own that only a guided game loads (drawn on
// the server with the table, and without a loading line: the table and its coach show together).
const BuywordCoachPanel = dynamic(() =>
  import("../learn/buyword-coach-panel").then((m) => m.BuywordCoachPanel),
);

export type BuyWordTableProps = {
  readonly gameId: string;
  /** Set on a guided first game (rooms.get: currentGame.guide): the coach shows. */
  readonly guide?: { readonly id: string; readonly words: readonly string[] } | null;
};

const LOG_LINES = 8;

export default function BuyWordTable({ gameId, guide = null }: BuyWordTableProps) {
  const [soundOn, toggleSound] = useSoundSwitch();
  const cue = useSoundCues(soundOn);
  useFetchLater(FETCH_LATER);
  // Your seat comes from the view the step led to, as Oh My Word's table takes its winners.
  const onEvents = useCallback(
    (entry: LiveLogEntry<BuywordEventView>, after: BuywordView) =>
      cue(buywordCue(entry.events, after.you?.seat ?? null)),
    [cue],
  );
  const live = useLiveGame<BuywordView, BuywordEventView>(gameId, { onEvents });
  const pageShowsBanner = useReportConnection(live.connection);
  const actions = useBuywordActions(gameId, live.version);
  const name = useCallback((seat: number) => seatName(live.seats, seat), [live.seats]);
  const waitsOnMe =
    live.view !== null &&
    live.view.you !== null &&
    live.view.phase.kind !== "over" &&
    seatToAct(live.view.phase) === live.view.you.seat;
  const notify = useTurnSignals({
    yours: waitsOnMe,
    game: "BuyWord",
    what: "The table is waiting for your decision.",
  });
  const log = useMemo(
    () => logLines(live.log, seatPerson(live.seats, live.seat), LOG_LINES),
    [live.log, live.seats, live.seat],
  );
  // A refusal answers one decision; once the phase or the seat to act changes it is stale.
  const situation = live.view
    ? `${live.view.round}:${live.view.phase.kind}:${seatToAct(live.view.phase)}`
    : null;
  const { clearError } = actions;
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear exactly when the situation changes
  useEffect(() => clearError(), [situation, clearError]);

  if (live.error)
    return (
      <p role="alert" className="text-red-800">
        {live.error}
      </p>
    );
  const view = live.view;
  if (!view) return <Loading label="Opening the BuyWord table…" page />;
  const over = view.phase.kind === "over";
  const me = view.you;
  const mySellTurn =
    view.phase.kind === "sell" && view.phase.turn === me?.seat && view.phase.pending === null;
  const iLeft = me ? view.players[me.seat]?.left === true : false;

  return (
    <div className="w-full space-y-3" data-testid="buyword-table" data-version={live.version ?? undefined}>
      <h2 className="sr-only">BuyWord</h2>
      {pageShowsBanner ? null : <ConnectionBanner connection={pageConnection(live.connection)} />}
      {me === null && !over ? (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">You are watching this game.</p>
      ) : null}
      {/* Sticky: the round, the phase and its clock, your money and the others' stay in view as you scroll. */}
      <div className="sticky top-0 z-20 space-y-1 bg-stone-50/95 py-1 backdrop-blur" data-testid="bw-header">
        <RoundStatus view={view}>
          {me && !over ? <TurnNotifyToggle notify={notify} /> : null}
          <Button variant="secondary" size="sm" onClick={toggleSound} aria-pressed={!soundOn}>
            <SoundIcon muted={!soundOn} />
            <span className="sr-only sm:not-sr-only">{soundOn ? "Sound on" : "Sound off"}</span>
          </Button>
        </RoundStatus>
        <MoneyStrip view={view} seats={live.seats} />
      </div>
      {/* The decision, the board and your hand come first (a phone's first screen); the players
          and the log sit beside them on a wide screen and after them on a narrow one. */}
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="min-w-0 space-y-3">
          {guide && me && !over && !iLeft && !live.endedByModerator ? (
            <BuywordCoachPanel view={view} guide={guide} />
          ) : null}
          {over ? (
            <>
              <GameOver gameId={gameId} view={view} seats={live.seats} />
              {/* The guided game's finish message comes after the standings it follows. */}
              {guide && me ? <BuywordCoachPanel view={view} guide={guide} /> : null}
              {view.players.length > 1 ? (
                <RatingChanges gameId={gameId} you={me?.seat ?? null} name={name} />
              ) : null}
            </>
          ) : live.endedByModerator ? (
            // Stopped where it stood, without a result; the room page gives the reason.
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              A moderator ended this game. No more moves are taken.
            </p>
          ) : iLeft ? (
            <p
              role="status"
              className="rounded-md bg-stone-100 px-3 py-2 text-stone-800"
              data-testid="bw-you-left"
            >
              You have left this game. Your money stays on the table; you can keep watching.
            </p>
          ) : (
            <Card as="section" aria-label="Your move" data-testid="bw-decision">
              <DecisionPanel gameId={gameId} view={view} actions={actions} name={name} />
              {actions.error ? (
                <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                  {actions.error}
                </p>
              ) : null}
            </Card>
          )}
          {/* On the viewer's own selling turn the word builder shows the grid to place on. */}
          {view.grid !== null && !mySellTurn ? (
            <Card as="section" aria-label="Crossword grid" data-testid="bw-grid">
              <GridView grid={view.grid} />
            </Card>
          ) : null}
          {me && !mySellTurn ? <YourHand view={view} /> : null}
          {me && !over && !iLeft && !live.endedByModerator ? (
            <div className="flex justify-end">
              <LeaveControl
                busy={actions.pending !== null}
                consequence={
                  view.players.length === 1
                    ? "The game ends now, with the money you have."
                    : "You keep your money but take no further part, and you'll rank below everyone who stays. If only one player is left, the game ends."
                }
                onLeave={actions.leave}
              />
            </div>
          ) : null}
        </div>
        <div className="min-w-0 space-y-3">
          <PlayersStrip view={view} seats={live.seats} gameId={gameId} />
          {log.length > 0 ? (
            <Card as="section" aria-labelledby="bw-log-title">
              <h2 id="bw-log-title" className="font-semibold">
                At the table
              </h2>
              <ol className="mt-1 space-y-0.5 text-sm text-stone-700" aria-live="polite">
                {log.map((l) => (
                  <li key={l.key}>{l.text}</li>
                ))}
              </ol>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
