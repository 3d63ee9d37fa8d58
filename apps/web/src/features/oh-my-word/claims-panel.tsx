import type { JudgingHintView, OmwLiveExtras, OmwView } from "@wordhall/client";
import { object } from "@wordhall/ui";
import { Countdown } from "../live";
import { categoryText, claimAction, type SeatNames } from "./table-model";

type Props = {
  /** The live view: for a seat that may vote, with the server's hints on challenged terms. */
  readonly view: OmwView & OmwLiveExtras;
  readonly name: SeatNames;
  readonly busy: boolean;
  readonly onChallenge: (claim: number) => void;
  readonly onVote: (claim: number, accept: boolean) => void;
};

/**
 * Terms that can still be overturned: one click to challenge one, one click to vote on a
 * challenged one. A challenge counts as the challenger's "reject" (OMW-27).
 */
export function ClaimsPanel({ view, name, busy, onChallenge, onVote }: Props) {
  if (view.claims.length === 0 || view.phase === "over") return null;
  const judges = view.seats.filter((s) => s.inPlay).length - 1;
  return (
    <section
      aria-labelledby="omw-claims"
      className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
    >
      <h2 id="omw-claims" className="mb-2 font-display text-base font-semibold">
        Open claims
      </h2>
      <ul className="grid gap-2">
        {view.claims.map((claim) => {
          const action = claimAction(view, claim);
          // The challenger's "reject" is already among the votes (OMW-27): don't count it twice.
          const rejects = claim.votes.filter((v) => !v.accept).length;
          const accepts = claim.votes.filter((v) => v.accept).length;
          const waiting = Math.max(0, judges - rejects - accepts);
          return (
            <li
              key={claim.id}
              className={`grid gap-2 rounded-xl border p-2 ${
                claim.challengedBy === null ? "border-stone-200" : "border-rose-300 bg-rose-50"
              }`}
            >
              <p className="text-sm">
                <strong>{name(claim.seat)}</strong>: <span className="font-bold">{claim.letter}</span> for “
                {categoryText(view, claim.category)}” — <q className="font-semibold">{claim.term}</q>
              </p>
              {/* Always one status line with the time left, so a row never changes height. */}
              <p
                className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${
                  claim.challengedBy === null ? "text-stone-700" : "text-rose-900"
                }`}
              >
                {claim.challengedBy === null ? (
                  <span>Open to challenge</span>
                ) : (
                  <span>
                    Challenged by {object(name.person(claim.challengedBy))} · {rejects} reject, {accepts}{" "}
                    accept
                    {waiting > 0 ? `, ${waiting} still to vote` : ""}
                  </span>
                )}
                <Countdown
                  deadline={view.paused ? null : claim.closesAt}
                  label={
                    claim.challengedBy === null ? `Challenge “${claim.term}”` : `Vote on “${claim.term}”`
                  }
                />
              </p>
              {claim.challengedBy === null ? null : <HintLine hint={view.judgingHints?.[String(claim.id)]} />}
              <div className="flex flex-wrap gap-2">
                {action === "challenge" ? (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onChallenge(claim.id)}
                    className="rounded-lg border-2 border-rose-700 px-3 py-1.5 text-sm font-semibold text-rose-800 hover:bg-rose-50 disabled:border-stone-400 disabled:text-stone-600"
                  >
                    Challenge “{claim.term}”
                  </button>
                ) : null}
                {action === "vote" ? (
                  <>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onVote(claim.id, true)}
                      className="rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 disabled:bg-stone-300 disabled:text-stone-700"
                    >
                      Accept “{claim.term}”
                    </button>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onVote(claim.id, false)}
                      className="rounded-lg bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800 disabled:bg-stone-300 disabled:text-stone-700"
                    >
                      Reject “{claim.term}”
                    </button>
                  </>
                ) : null}
                {action === "voted" ? <span className="text-sm text-stone-700">You voted.</span> : null}
                {action === "wait" ? (
                  <span className="text-sm text-stone-700">Your term — the others may challenge it.</span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
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
    <p className="text-xs text-stone-600">
      <span className="sr-only">Hint: </span>
      {hintText(hint)}. <span className="italic">A hint, not a verdict: your vote decides.</span>
    </p>
  );
}
