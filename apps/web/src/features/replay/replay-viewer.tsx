"use client";

import type { BuywordView, GameRecord, OmwView } from "@wordhall/engine";
import { clockTime, SelectField } from "@wordhall/ui";
import { Alert, Button } from "@wordhall/ui/kit";
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { Loading } from "~/components/loading";
import { useLatest } from "~/lib/use-latest";
import { BuywordStep } from "./buyword-step";
import { OmwStep } from "./omw-step";
import type { Perspective } from "./perspective";
import { buildReplay, describeStep, type Replay, replayJudge } from "./replay-frames";
import { ReplayIcon } from "./replay-icons";
import { replayLexicons } from "./replay-lexicon";
import { namesFor, stepSentences } from "./step-sentences";

/**
 * Steps through a finished game from its record. This module pulls in the whole engine, so
 * the replay pages load it with next/dynamic and no other page carries it. With `onReady`
 * the page shows something else meanwhile (the moves the page server wrote): the viewer
 * shows nothing until its replay is built, then tells the page.
 */
export default function ReplayViewer({
  record,
  onReady,
}: {
  readonly record: GameRecord;
  readonly onReady?: () => void;
}) {
  const [replay, setReplay] = useState<Replay | null>(null);
  // The latest callback, without rebuilding the replay when the page passes a new one.
  const ready = useLatest(onReady);
  useEffect(() => {
    let live = true;
    setReplay(null);
    replayLexicons(record)
      .then((lexicons) => buildReplay(record, lexicons))
      .catch((e: unknown): Replay => ({ ok: false, message: e instanceof Error ? e.message : String(e) }))
      .then((built) => {
        if (!live) return;
        // As a transition, so React renders the stepper (and the page its swap from the moves)
        // in slices between which the browser can answer input, rather than in one long task.
        startTransition(() => {
          setReplay(built);
          ready.current?.();
        });
      });
    return () => {
      live = false;
    };
  }, [record]);

  if (replay === null) return onReady ? null : <Loading label="Replaying the game…" page />;
  if (!replay.ok)
    return (
      <Alert tone="error" title="This record can't be replayed.">
        {replay.message}
      </Alert>
    );
  return <Stepper replay={replay} />;
}

const PLAY_EVERY_MS = 1_200;

function Stepper({ replay }: { readonly replay: Extract<Replay, { ok: true }> }) {
  const last = replay.frames.length - 1;
  // A replay opens at the start, like a game does; the final position is one click away.
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [perspective, setPerspective] = useState<Perspective>("all");
  const frame = replay.frames[step] ?? replay.frames[last];
  const views = useMemo(() => {
    if (!frame) return [];
    // The spectator's view first, then each seat's own.
    return [null, ...Array.from({ length: replay.seats }, (_, s) => s)].map((seat) =>
      replay.module.view(frame.state, seat),
    );
  }, [frame, replay]);
  // Every step's sentences, told from the chosen seat (what that player saw in the log).
  const story = useMemo(
    () => replay.frames.map((_, i) => stepSentences(replay, i, perspective)),
    [replay, perspective],
  );
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setStep((s) => Math.min(last, s + 1)), PLAY_EVERY_MS);
    return () => clearTimeout(t);
  }, [playing, step, last]);
  // The room's own judge, for "what the best sale plan would have fetched".
  const judge = useMemo(() => replayJudge(replay), [replay]);
  // The names as the chosen perspective's table gave them ("You" through a seat's eyes).
  const names = useMemo(() => namesFor(replay, perspective), [replay, perspective]);
  const logEnd = useRef<HTMLLIElement | null>(null);
  const logBox = useRef<HTMLOListElement | null>(null);
  // Keep the current move in sight in the log, scrolling the log only (never the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is what moves the ref
  useEffect(() => {
    const box = logBox.current;
    const item = logEnd.current;
    if (box && item) box.scrollTop = item.offsetTop - box.clientHeight / 2; // the list is the offset parent
  }, [step]);
  if (!frame) return null;
  const go = (to: number) => setStep(Math.max(0, Math.min(last, to)));

  // On a phone the step buttons are icons in one row (their words for screen readers), so the
  // controls that stay at the top of the screen leave the board most of it.
  const word = "sr-only sm:not-sr-only";
  return (
    <div className="space-y-5">
      <SelectField
        label="Seen by"
        fieldClassName="w-full sm:w-72"
        value={String(perspective)}
        onChange={(e) => {
          const v = e.target.value;
          setPerspective(v === "all" || v === "spectator" ? v : Number(v));
        }}
        options={[
          { value: "all", label: "Everyone (all hands open)" },
          { value: "spectator", label: "A spectator" },
          ...Array.from({ length: replay.seats }, (_, s) => ({
            value: String(s),
            label: replay.name(s),
          })),
        ]}
      />
      <section
        aria-label="Replay controls"
        className="sticky top-0 z-10 space-y-2 rounded-2xl border border-stone-200 bg-white/95 p-3 shadow-sm backdrop-blur sm:space-y-3 sm:p-4"
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") go(step + 1);
          else if (e.key === "ArrowLeft") go(step - 1);
          else return;
          e.preventDefault();
        }}
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => go(0)} disabled={step === 0}>
            <ReplayIcon shape="start" /> <span className={word}>Start</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go(step - 1)} disabled={step === 0}>
            <ReplayIcon shape="back" /> <span className={word}>Back</span>
          </Button>
          <Button
            size="sm"
            onClick={() => {
              if (step >= last) go(0);
              setPlaying((p) => !p);
            }}
            aria-pressed={playing}
          >
            <ReplayIcon shape={playing ? "pause" : "play"} /> {playing ? "Pause" : "Play"}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go(step + 1)} disabled={step === last}>
            <span className={word}>Step</span> <ReplayIcon shape="step" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go(last)} disabled={step === last}>
            <span className={word}>End</span> <ReplayIcon shape="end" />
          </Button>
        </div>
        <label className="block text-sm font-semibold text-stone-800">
          Move {step} of {last}
          <input
            type="range"
            min={0}
            max={last}
            value={step}
            onChange={(e) => go(Number(e.target.value))}
            className="mt-1 block w-full accent-brand-700"
          />
        </label>
        <p aria-live="polite" className="text-sm" data-testid="replay-step">
          <span className="font-semibold">{story[step]?.join(" ")}</span>
          <span className="text-stone-600">
            {" "}
            · {clockTime(frame.entry?.at ?? replay.record.createdAt, "local", { seconds: true })}
          </span>
        </p>
      </section>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="replay-table" className="min-w-0">
          {/* The step's own parts (claims, standings, boards) are h3s under this one. */}
          <h2 id="replay-table" className="sr-only">
            The table at this move
          </h2>
          {replay.record.game === "oh-my-word" ? (
            <OmwStep views={views as OmwView[]} perspective={perspective} name={names} />
          ) : (
            <BuywordStep
              views={views as BuywordView[]}
              perspective={perspective}
              name={names}
              judge={judge}
            />
          )}
        </section>
        <section aria-labelledby="replay-log" className="rounded-2xl border border-stone-200 bg-white p-3">
          <h2 id="replay-log" className="mb-2 font-semibold">
            What happened
          </h2>
          <ol ref={logBox} className="relative max-h-[32rem] space-y-1 overflow-y-auto text-sm">
            {story.slice(0, step + 1).map((lines, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: moves are numbered; their order never changes
              <li key={i} ref={i === step ? logEnd : undefined}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  className={`w-full rounded-md px-2 py-1 text-left ${i === step ? "bg-brand-50 font-semibold" : "hover:bg-stone-50"}`}
                  aria-current={i === step ? "step" : undefined}
                >
                  <span className="mr-1 text-xs text-stone-600 tabular-nums">{i}</span>
                  {lines.join(" ")}
                </button>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <details className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold">Raw data of this move</summary>
        <p className="mt-2 text-stone-700">{describeStep(frame.entry, replay.name)}</p>
        <pre className="mt-3 max-h-96 overflow-auto text-xs">
          {JSON.stringify(
            {
              action: frame.entry?.action ?? null,
              view: perspective === "all" || perspective === "spectator" ? views[0] : views[perspective + 1],
            },
            null,
            2,
          )}
        </pre>
      </details>
    </div>
  );
}
