import type { OmwView } from "@wordhall/client";
import { count, says } from "@wordhall/ui";
import { Countdown } from "../live";
import { Appearing, bagMarker, motion } from "../live/motion";
import { claimStatus } from "./claims-panel";
import { DirectionIcon } from "./icons";
import { categoryText, directionLabel, nextHolder, type SeatNames } from "./table-model";

type Props = { readonly view: OmwView; readonly name: SeatNames };

/**
 * Who holds the bag, in the largest type on the display, with the letter they drew and the
 * category they are going for; then the bag's direction and what is left.
 */
export function DisplayHolder({ view, name }: Props) {
  const holder = view.holder === null ? null : name.person(view.holder);
  const letter = view.turn.stage !== "draw" ? view.turn.letter : null;
  const chosen = view.turn.chosen === null ? null : categoryText(view, view.turn.chosen);
  return (
    <section
      aria-label="The bag"
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-3xl bg-stone-900 px-5 py-4 ring-1 ring-white/10"
      data-testid="display-holder"
    >
      {letter ? (
        <span
          aria-hidden="true"
          className="grid size-24 shrink-0 place-items-center rounded-2xl bg-omw-500 font-display text-7xl font-black text-stone-950 shadow-lg"
          data-testid="display-letter"
        >
          {letter}
        </span>
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="font-display text-5xl leading-tight font-black break-words">
          {view.paused
            ? "The game is paused"
            : holder
              ? says(holder, "holds the bag")
              : "Waiting for the bag"}
        </p>
        <p className="mt-1 text-2xl text-stone-200">
          {letter ? (
            <>
              Looking for a term with <strong className="text-white">{letter}</strong>
              {chosen ? (
                <>
                  {" "}
                  for <q className="font-semibold text-white">{chosen}</q>
                </>
              ) : null}
            </>
          ) : view.turn.stage === "draw" && holder ? (
            says(holder, "is about to draw")
          ) : null}
        </p>
      </div>
      <p className="flex basis-full flex-wrap items-center gap-x-5 gap-y-1 text-xl text-stone-300">
        <span className="flex items-center gap-2">
          <DirectionIcon direction={view.direction} />
          Play goes {directionLabel(view.direction)}
        </span>
        <span>{count(view.bagCount, "tile")} in the bag</span>
        <span>
          {view.coveredCount}/{view.categoryCount} covered
        </span>
        {view.reverseTilesAside > 0 ? <span>{view.reverseTilesAside} reverse aside</span> : null}
      </p>
    </section>
  );
}

/** The players in seat order, the holder lit up, tokens face down: only how many (OMW-35). */
export function DisplayPlayers({ view, name }: Props) {
  const next = nextHolder(view);
  return (
    <section aria-labelledby="display-players" className="rounded-3xl bg-stone-900 p-4 ring-1 ring-white/10">
      <h2 id="display-players" className="mb-2 font-display text-2xl font-bold">
        Players
      </h2>
      <ol className="grid gap-2">
        {view.seats.map((s) => {
          const knockedOut = view.tiebreaker?.eliminated.includes(s.seat) ?? false;
          return (
            <li
              key={s.seat}
              data-testid="display-player"
              aria-label={`${name(s.seat)}${s.holdsBag ? ", holding the bag" : ""}: ${count(s.tokenCount, "token")}`}
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl px-3 py-1.5 ${
                s.holdsBag
                  ? "bg-omw-500 text-stone-950"
                  : s.left || knockedOut
                    ? "border-2 border-dashed border-stone-600 text-stone-300"
                    : "bg-stone-800"
              }`}
            >
              <span className="min-w-0 text-2xl font-bold break-words">{name(s.seat)}</span>
              <Appearing>
                {s.holdsBag ? (
                  <motion.span key="bag" {...bagMarker} className="text-lg font-semibold">
                    has the bag
                  </motion.span>
                ) : null}
              </Appearing>
              {!s.holdsBag && s.seat === next ? <span className="text-lg text-stone-300">next</span> : null}
              {s.left ? <span className="text-lg">left</span> : null}
              {knockedOut ? <span className="text-lg">knocked out</span> : null}
              {s.away && !s.left ? <span className="text-lg text-amber-300">away</span> : null}
              <span className="ml-auto flex items-center gap-1" aria-hidden="true">
                {Array.from({ length: s.tokenCount }, (_, i) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: face-down tokens are all alike
                    key={i}
                    className="size-8 rounded-full border-2 border-stone-400 bg-[repeating-linear-gradient(45deg,#57534e_0_3px,#78716c_3px_6px)]"
                  />
                ))}
                {s.tokenCount === 0 ? <span className="text-lg opacity-90">no tokens</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Terms that can still be overturned, how their judging stands and the time it has left. */
export function DisplayClaims({ view, name }: Props) {
  if (view.claims.length === 0 || view.phase === "over") return null;
  return (
    <section aria-labelledby="display-claims" className="rounded-3xl bg-stone-900 p-4 ring-1 ring-white/10">
      <h2 id="display-claims" className="mb-2 font-display text-2xl font-bold">
        Open claims
      </h2>
      <ul className="grid gap-2">
        {view.claims.map((claim) => {
          const challenged = claim.challengedBy !== null;
          return (
            <li
              key={claim.id}
              data-testid="display-claim"
              className={`grid gap-0.5 rounded-2xl px-3 py-2 ${challenged ? "bg-rose-800" : "bg-stone-800"}`}
            >
              {/* The term first and largest with its time; who, for what and the judging under it. */}
              <p className="flex items-center gap-2 text-2xl">
                <strong className="text-omw-300">{claim.letter}</strong>
                <q className="min-w-0 flex-1 font-bold wrap-break-word">{claim.term}</q>
                <Countdown
                  large
                  deadline={view.paused ? null : claim.closesAt}
                  label={challenged ? `Vote on “${claim.term}”` : `Challenge “${claim.term}”`}
                />
              </p>
              <p className="text-lg leading-snug text-stone-200">
                {name(claim.seat)} · {categoryText(view, claim.category)} · {claimStatus(view, claim, name)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
