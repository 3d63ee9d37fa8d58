"use client";

import type { OmwView } from "@wordhall/client";
import { TERM_MAX } from "@wordhall/engine/oh-my-word-term-limit";
import { count, Form, LengthCounter, lengthProblem, subject, verb } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { myTurn, nextHolder, openCategories, type SeatNames, waitReason } from "./table-model";

// The longest term any room allows, the number the claim action's schema checks with (a room
// may allow less; the engine then says so). Its module alone reaches the page: neither the
// rules nor the schema's Zod.
const TERM_LIMIT = TERM_MAX;

type Props = {
  readonly view: OmwView;
  readonly name: SeatNames;
  readonly busy: boolean;
  readonly category: number | null;
  readonly onCategory: (category: number | null) => void;
  readonly termRef: RefObject<HTMLInputElement | null>;
  readonly onDraw: () => void;
  readonly onClaim: (category: number, term: string) => Promise<boolean>;
  readonly onPass: () => void;
  /** Covering doesn't hand the bag on (a guided game's coach teaches the pass on its own). */
  readonly passSeparately?: boolean;
};

/**
 * The bag holder's controls, keyboard first: Enter draws; after drawing, focus goes to the
 * category list (type to jump to a category), Tab to the term, Enter covers and hands the
 * bag on. Everyone else sees whose turn it is.
 */
export function TurnPanel({
  view,
  name,
  busy,
  category,
  onCategory,
  termRef,
  onDraw,
  onClaim,
  onPass,
  passSeparately = false,
}: Props) {
  const turn = myTurn(view);
  const drawRef = useRef<HTMLButtonElement>(null);
  const passRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [term, setTerm] = useState("");
  const letter = view.turn.letter;

  // A new turn starts with an empty term.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the turn changes hands or letters
  useEffect(() => setTerm(""), [view.holder, letter]);

  // Move focus to the next control when the turn reaches it, unless the player is busy elsewhere
  // (typing in the chat, say).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the stage changes
  useEffect(() => {
    const active = document.activeElement;
    const free = !active || active === document.body || active.closest("[data-omw-table]") !== null;
    if (!free) return;
    if (turn === "draw") drawRef.current?.focus();
    if (turn === "claim") (category === null ? selectRef.current : termRef.current)?.focus();
    // Covering passes at once unless the guide teaches the pass: then Enter passes next.
    if (turn === "pass") passRef.current?.focus();
  }, [turn]);

  if (view.phase === "over") return null;
  if (view.you === null || turn === null) {
    const holder = view.holder === null ? null : name.person(view.holder);
    // The table's header already says who holds the bag: on a phone, where the board needs
    // the room, this line shows only when it says more (the letter they are playing).
    const sameAsHeader = !view.paused && !(view.turn.stage === "claim" && letter);
    return (
      <section
        aria-label="Turn"
        className={`rounded-2xl border border-stone-200 bg-white px-3 py-2 shadow-sm sm:p-4 ${
          sameAsHeader ? "hidden sm:block" : ""
        }`}
      >
        <p className="text-sm sm:text-base">
          {view.paused ? (
            "The game is paused."
          ) : holder ? (
            <>
              <strong>{subject(holder)}</strong> {verb(holder, "holds")} the bag
              {view.turn.stage === "claim" && letter ? (
                <>
                  {" "}
                  and {verb(holder, "is")} looking for a term with <strong>{letter}</strong>
                </>
              ) : null}
              .
            </>
          ) : (
            "Waiting for the bag."
          )}
        </p>
      </section>
    );
  }

  // The button stays enabled so Enter always submits; the checks are here instead.
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (category === null) {
      selectRef.current?.focus();
      return;
    }
    if (term.trim() === "" || lengthProblem(term, TERM_LIMIT)) {
      termRef.current?.focus();
      return;
    }
    if (await onClaim(category, term.trim())) setTerm("");
  };
  const next = nextHolder(view);

  return (
    <section
      aria-label="Your turn"
      className="rounded-2xl border-2 border-omw-500 bg-white p-3 shadow-md sm:p-4"
      data-testid="omw-turn"
    >
      {/* With a letter in hand the letter's line says it all; on a phone the heading then
          goes to screen readers only, leaving the room to the form. */}
      <h2
        className={`font-display text-base font-bold text-omw-900 sm:text-lg ${
          turn === "claim" ? "sr-only sm:not-sr-only" : ""
        }`}
      >
        Your turn — you hold the bag
      </h2>
      {turn === "draw" ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 sm:mt-3">
          <Button variant="omw" ref={drawRef} size="lg" onClick={onDraw} disabled={busy}>
            Draw a tile
          </Button>
          <span className="text-sm text-stone-700">
            <span className="hidden sm:inline">Press Enter to draw. </span>
            {count(view.bagCount, "tile")} in the bag.
          </span>
        </div>
      ) : null}
      {turn === "wait" ? (
        <p role="status" className="mt-2 text-sm text-stone-800 sm:mt-3 sm:text-base" data-testid="omw-wait">
          {waitReason(view)}
        </p>
      ) : null}
      {turn === "claim" && letter ? (
        <Form onSubmit={submit} className="grid grid-cols-1 gap-2 sm:mt-3 sm:gap-3">
          <p className="flex items-center gap-3 text-sm sm:text-base">
            <span
              className="grid size-12 shrink-0 place-items-center rounded-xl bg-omw-700 font-display text-3xl font-black text-white shadow sm:size-14 sm:text-4xl"
              aria-hidden="true"
              data-testid="omw-letter"
            >
              {letter}
            </span>
            <span>
              You drew <strong className="sr-only">{letter}</strong>
              <span aria-hidden="true" className="font-bold">
                {letter}
              </span>
              . Pick a category and say a term starting with {letter}.
            </span>
          </p>
          {/* Side by side, so on a phone the board still starts on the first screen. */}
          <div className="grid max-w-3xl grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2 sm:gap-3">
            <label className="grid min-w-0 content-start gap-1 text-sm font-medium">
              Category
              <select
                ref={selectRef}
                value={category ?? ""}
                onChange={(e) => onCategory(e.target.value === "" ? null : Number(e.target.value))}
                className="w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 py-2 text-base sm:px-3"
              >
                <option value="">Choose a category…</option>
                {openCategories(view).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.text}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid min-w-0 content-start gap-1 text-sm font-medium">
              Your term
              <input
                ref={termRef}
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={lengthProblem(term, TERM_LIMIT) ? true : undefined}
                aria-describedby="omw-term-count"
                placeholder={`Something with ${letter}…`}
                className="w-full min-w-0 rounded-lg border border-stone-300 px-2 py-2 text-base sm:px-3"
              />
              <LengthCounter id="omw-term-count" value={term} max={TERM_LIMIT} />
            </label>
          </div>
          <Button
            variant="omw"
            type="submit"
            aria-disabled={busy}
            className="sm:justify-self-start aria-disabled:bg-stone-300 aria-disabled:text-stone-700 aria-disabled:shadow-none"
          >
            {passSeparately ? "Cover" : "Cover and pass the bag"}
          </Button>
        </Form>
      ) : null}
      {turn === "pass" ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 sm:mt-3">
          {/* Like Cover, never disabled while busy: it keeps the focus it is given (a disabled
              button refuses it), and a click while busy is ignored instead. */}
          <Button
            variant="omw"
            ref={passRef}
            onClick={() => {
              if (!busy) onPass();
            }}
            aria-disabled={busy}
            className="aria-disabled:bg-stone-300 aria-disabled:text-stone-700 aria-disabled:shadow-none"
          >
            Pass the bag{next !== null ? ` to ${name(next)}` : ""}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
