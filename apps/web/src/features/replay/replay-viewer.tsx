"use client";

import type { BuywordView, GameRecord, OmwView } from "@wordhall/engine";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Loading } from "~/components/loading";
import { SelectField } from "~/components/select-field";
import { BuywordStep } from "./buyword-step";
import { OmwStep } from "./omw-step";
import type { Perspective } from "./perspective";
import { buildReplay, describeStep, type Replay } from "./replay-frames";
import { ensureLexicon } from "./replay-lexicon";

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: "medium" });

/**
 * Steps through a finished game from its record. This module pulls in the whole engine, so
 * the replay pages load it with next/dynamic and no other page carries it.
 */
export default function ReplayViewer({ record }: { readonly record: GameRecord }) {
  const [replay, setReplay] = useState<Replay | null>(null);
  useEffect(() => {
    let live = true;
    setReplay(null);
    ensureLexicon(record)
      .then(() => buildReplay(record))
      .catch((e: unknown): Replay => ({ ok: false, message: e instanceof Error ? e.message : String(e) }))
      .then((built) => {
        if (live) setReplay(built);
      });
    return () => {
      live = false;
    };
  }, [record]);

  if (replay === null) return <Loading label="Replaying the game…" />;
  if (!replay.ok)
    return (
      <Alert tone="error" title="This record can't be replayed.">
        {replay.message}
      </Alert>
    );
  return <Stepper replay={replay} />;
}

function Stepper({ replay }: { readonly replay: Extract<Replay, { ok: true }> }) {
  const last = replay.frames.length - 1;
  const [step, setStep] = useState(last);
  const [perspective, setPerspective] = useState<Perspective>("all");
  const frame = replay.frames[step] ?? replay.frames[last];
  const views = useMemo(() => {
    if (!frame) return [];
    // The spectator's view first, then each seat's own.
    return [null, ...Array.from({ length: replay.seats }, (_, s) => s)].map((seat) =>
      replay.module.view(frame.state, seat),
    );
  }, [frame, replay]);
  if (!frame) return null;
  const go = (to: number) => setStep(Math.max(0, Math.min(last, to)));

  return (
    <div className="space-y-5">
      <section
        aria-label="Replay controls"
        className="sticky top-0 z-10 space-y-3 rounded-2xl border border-stone-200 bg-white/95 p-4 shadow-sm backdrop-blur"
        onKeyDown={(e) => {
          if (e.target instanceof HTMLSelectElement) return;
          if (e.key === "ArrowRight") go(step + 1);
          else if (e.key === "ArrowLeft") go(step - 1);
          else return;
          e.preventDefault();
        }}
      >
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => go(0)} disabled={step === 0}>
              First
            </Button>
            <Button variant="secondary" size="sm" onClick={() => go(step - 1)} disabled={step === 0}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" onClick={() => go(step + 1)} disabled={step === last}>
              Next
            </Button>
            <Button variant="secondary" size="sm" onClick={() => go(last)} disabled={step === last}>
              Last
            </Button>
          </div>
          <SelectField
            label="Seen by"
            fieldClassName="w-72"
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
                label: `Seat ${s + 1}`,
              })),
            ]}
          />
        </div>
        <label className="block text-sm font-semibold text-stone-800">
          Step {step} of {last}
          <input
            type="range"
            min={0}
            max={last}
            value={step}
            onChange={(e) => go(Number(e.target.value))}
            className="mt-1 block w-full accent-brand-700"
          />
        </label>
        <p aria-live="polite" className="text-sm">
          <span className="font-semibold">{describeStep(frame.entry)}</span>
          <span className="text-stone-600">
            {" "}
            · {timeFormat.format(new Date(frame.entry?.at ?? replay.record.createdAt))}
          </span>
        </p>
      </section>
      {replay.record.game === "oh-my-word" ? (
        <OmwStep views={views as OmwView[]} perspective={perspective} />
      ) : (
        <BuywordStep views={views as BuywordView[]} perspective={perspective} />
      )}
      <details className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold">This step as data</summary>
        <pre className="mt-3 max-h-96 overflow-auto text-xs">
          {JSON.stringify(
            perspective === "all" || perspective === "spectator" ? views[0] : views[perspective + 1],
            null,
            2,
          )}
        </pre>
      </details>
    </div>
  );
}
