import type { ReactNode } from "react";
import { Countdown } from "../live";
import { Appearing, motion, rollIn } from "../live/motion";
import { Bag } from "./bag";
import { Die } from "./die";
import { PHASE_LABEL } from "./phase-label";
import { type BuywordView, money } from "./types";

/**
 * The round, the die, the bag and the short-bag end (BW-5, BW-12), the phase, your money and
 * the current clock, with the table's own controls (`children`, at the end of the line). Tight
 * on a phone, where it stays on screen above the decision.
 */
export function RoundStatus({ view, children }: { view: BuywordView; children?: ReactNode }) {
  const over = view.phase.kind === "over";
  return (
    <section
      aria-label="Round"
      className="rounded-lg border border-stone-200 bg-white px-3 py-2 shadow-sm sm:p-3"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 sm:gap-x-4">
        <span className="text-sm text-stone-600">
          Round <strong className="text-stone-900">{view.round}</strong>
        </span>
        <span className="inline-flex items-center gap-2 text-sm text-stone-600">
          {/* The die says what it is to screen readers; on a phone its picture is enough. */}
          <span className="hidden sm:inline">Die</span>
          {/* Keyed by round: each round's roll tumbles in; the first one on the page just shows. */}
          <Appearing>
            <motion.span key={view.round} {...rollIn} className="inline-flex">
              <Die face={view.die} count={view.count} />
            </motion.span>
          </Appearing>
        </span>
        <Bag count={view.bagCount} />
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-medium text-stone-800">
          {PHASE_LABEL[view.phase.kind]}
        </span>
        {!over ? <Countdown deadline={view.deadline} label={PHASE_LABEL[view.phase.kind]} /> : null}
        {view.you ? (
          <span className="text-sm text-stone-600">
            You have{" "}
            <strong className="text-emerald-800 tabular-nums" data-testid="bw-my-money">
              {money(view.players[view.you.seat]?.money ?? 0)}
            </strong>
          </span>
        ) : null}
        {view.theme ? (
          <span className="text-sm text-stone-600">
            Theme <strong className="text-stone-900">{view.theme}</strong>
          </span>
        ) : null}
        {children ? <div className="ml-auto flex flex-wrap gap-2">{children}</div> : null}
      </div>
      {view.final && !over ? (
        <p role="status" className="mt-2 rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-900">
          Last round: the bag can't fill every draw, so there is no buying. Sell what you can — the game ends
          after this round.
        </p>
      ) : null}
    </section>
  );
}
