"use client";

import type { JudgingHintView, OmwClaimView, OmwLiveExtras, OmwView } from "@wordhall/client";
import { object } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { Countdown } from "../live";
import { type ClaimAction, categoryText, claimAction, type SeatNames } from "./table-model";

type Props = {
  /** The live view: for a seat that may vote, with the server's hints on challenged terms. */
  readonly view: OmwView & OmwLiveExtras;
  readonly name: SeatNames;
  readonly busy: boolean;
  readonly onChallenge: (claim: number) => void;
  readonly onVote: (claim: number, accept: boolean) => void;
  /**
   * One line a claim (the table's one-column, phone layout), so the board stays on the first
   * screen; a tap on the term shows the rest. A challenged claim also shows the votes, the
   * hint and the two vote buttons: those are the voter's decision.
   */
  readonly compact?: boolean;
};

type RowProps = Omit<Props, "compact"> & { readonly claim: OmwClaimView };

/**
 * Terms that can still be overturned: one click to challenge one, one click to vote on a
 * challenged one. A challenge counts as the challenger's "reject" (OMW-27).
 */
export function ClaimsPanel({ compact = false, ...props }: Props) {
  const { view } = props;
  if (view.claims.length === 0 || view.phase === "over") return null;
  const Row = compact ? CompactClaimRow : ClaimRow;
  return (
    <section
      aria-labelledby="omw-claims"
      className={`rounded-2xl border border-stone-200 bg-white shadow-sm ${compact ? "p-2" : "p-3"}`}
    >
      <h2
        id="omw-claims"
        className={`font-display font-semibold ${compact ? "mb-1.5 px-1 text-sm" : "mb-2 text-base"}`}
      >
        Open claims
      </h2>
      <ul className={`grid grid-cols-1 ${compact ? "gap-1.5" : "gap-2"}`}>
        {view.claims.map((claim) => (
          <Row key={claim.id} {...props} claim={claim} />
        ))}
      </ul>
    </section>
  );
}

/** Where the judging of a claim stands, in a sentence. */
export function claimStatus(view: OmwView, claim: OmwClaimView, name: SeatNames): string {
  if (claim.challengedBy === null) return "Open to challenge";
  const judges = view.seats.filter((s) => s.inPlay).length - 1;
  // The challenger's "reject" is already among the votes (OMW-27): don't count it twice.
  const rejects = claim.votes.filter((v) => !v.accept).length;
  const accepts = claim.votes.filter((v) => v.accept).length;
  const waiting = Math.max(0, judges - rejects - accepts);
  return `Challenged by ${object(name.person(claim.challengedBy))} · ${rejects} reject, ${accepts} accept${
    waiting > 0 ? `, ${waiting} still to vote` : ""
  }`;
}

function ClaimCountdown({
  view,
  claim,
  small = false,
}: {
  readonly view: OmwView;
  readonly claim: OmwClaimView;
  readonly small?: boolean;
}) {
  return (
    <Countdown
      deadline={view.paused ? null : claim.closesAt}
      label={claim.challengedBy === null ? `Challenge “${claim.term}”` : `Vote on “${claim.term}”`}
      small={small}
    />
  );
}

/** The full row, for the table's side column on a wide screen. */
function ClaimRow({ view, name, busy, onChallenge, onVote, claim }: RowProps) {
  const action = claimAction(view, claim);
  const challenged = claim.challengedBy !== null;
  return (
    <li
      className={`grid grid-cols-1 gap-2 rounded-xl border p-2 ${challenged ? "border-rose-300 bg-rose-50" : "border-stone-200"}`}
    >
      <p className="text-sm wrap-break-word">
        <strong>{name(claim.seat)}</strong>: <span className="font-bold">{claim.letter}</span> for “
        {categoryText(view, claim.category)}” — <q className="font-semibold">{claim.term}</q>
      </p>
      {/* Always one status line with the time left, so a row never changes height. */}
      <p
        className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${
          challenged ? "text-rose-900" : "text-stone-700"
        }`}
      >
        <span>{claimStatus(view, claim, name)}</span>
        <ClaimCountdown view={view} claim={claim} />
      </p>
      {challenged ? <HintLine hint={view.judgingHints?.[String(claim.id)]} /> : null}
      <div className="flex flex-wrap gap-2">
        <ClaimButtons
          action={action}
          claim={claim}
          busy={busy}
          onChallenge={onChallenge}
          onVote={onVote}
          short={false}
        />
        <ClaimNote action={action} />
      </div>
    </li>
  );
}

/**
 * One line: the letter, the term over who played it for which category (cut short; a tap
 * on them shows them whole and the status), the time left and the challenge button. A
 * challenged claim adds the votes, the hint and the vote buttons, full width for a thumb.
 */
function CompactClaimRow({ view, name, busy, onChallenge, onVote, claim }: RowProps) {
  const [open, setOpen] = useState(false);
  const action = claimAction(view, claim);
  const challenged = claim.challengedBy !== null;
  const statusId = `omw-claim-${claim.id}-status`;
  const cut = open ? "wrap-anywhere" : "truncate";
  return (
    <li
      className={`grid grid-cols-1 gap-1.5 rounded-xl border p-1.5 ${challenged ? "border-rose-300 bg-rose-50" : "border-stone-200"}`}
      data-testid="omw-claim"
    >
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={statusId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-lg text-left"
        >
          <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-omw-700 font-display text-lg font-black text-white">
            {claim.letter}
          </span>
          <span className="min-w-0">
            <q className={`block text-sm font-semibold ${cut}`}>{claim.term}</q>
            <span className={`block text-xs text-stone-700 ${cut}`}>
              {name(claim.seat)} · {categoryText(view, claim.category)}
            </span>
          </span>
        </button>
        <ClaimCountdown view={view} claim={claim} small />
        {action === "challenge" ? (
          <ClaimButtons
            action={action}
            claim={claim}
            busy={busy}
            onChallenge={onChallenge}
            onVote={onVote}
            short
          />
        ) : (
          <ClaimNote action={action} short />
        )}
      </div>
      <p
        id={statusId}
        hidden={!open && !challenged}
        className={`px-1 text-xs ${challenged ? "text-rose-900" : "text-stone-700"}`}
      >
        {claimStatus(view, claim, name)}
      </p>
      {challenged ? <HintLine hint={view.judgingHints?.[String(claim.id)]} /> : null}
      {action === "vote" ? (
        <div className="flex gap-2">
          <ClaimButtons
            action={action}
            claim={claim}
            busy={busy}
            onChallenge={onChallenge}
            onVote={onVote}
            short
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Challenge, or accept and reject. Short, the words on the button are "Challenge",
 * "Accept" and "Reject"; the term follows for screen readers, so each button's name still
 * says which claim it is about.
 */
function ClaimButtons({
  action,
  claim,
  busy,
  onChallenge,
  onVote,
  short,
}: {
  readonly action: ClaimAction;
  readonly claim: OmwClaimView;
  readonly busy: boolean;
  readonly onChallenge: (claim: number) => void;
  readonly onVote: (claim: number, accept: boolean) => void;
  readonly short: boolean;
}) {
  const term = short ? <span className="sr-only"> “{claim.term}”</span> : <> “{claim.term}”</>;
  if (action === "challenge") {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => onChallenge(claim.id)}
        className="shrink-0"
      >
        Challenge{term}
      </Button>
    );
  }
  if (action !== "vote") return null;
  const grow = short ? "flex-1" : undefined;
  return (
    <>
      <Button
        variant="success"
        size="sm"
        disabled={busy}
        onClick={() => onVote(claim.id, true)}
        className={grow}
      >
        Accept{term}
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={() => onVote(claim.id, false)}
        className={grow}
      >
        Reject{term}
      </Button>
    </>
  );
}

/** What the viewer is told when there is nothing to press on a claim. */
function ClaimNote({ action, short = false }: { readonly action: ClaimAction; readonly short?: boolean }) {
  if (action === "voted") return <span className="shrink-0 text-sm text-stone-700">You voted.</span>;
  if (action === "wait") {
    return (
      <span className="shrink-0 text-sm text-stone-700">
        {short ? "Your term" : "Your term — the others may challenge it."}
      </span>
    );
  }
  return null;
}

/** What the hint says, in words a table reads at a glance. */
export function hintText(hint: JudgingHintView): string {
  if (hint.kind === "fits") return `Known: ${hint.reason}`;
  if (hint.kind === "loose") return `Only loosely related: ${hint.reason}`;
  return "Not in our word lists";
}

/**
 * The server's hint on a challenged term, for those who vote on it: a quiet line, and said to
 * be a hint, because the table decides (our lists miss plenty of good answers).
 */
function HintLine({ hint }: { readonly hint: JudgingHintView | undefined }) {
  if (hint === undefined) return null;
  return (
    <p className="px-1 text-xs text-stone-600">
      <span className="sr-only">Hint: </span>
      {hintText(hint)}. <span className="italic">A hint, not a verdict: your vote decides.</span>
    </p>
  );
}
