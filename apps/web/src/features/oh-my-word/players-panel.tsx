import type { OmwView, PresenceEntry } from "@wordhall/client";
import { count as countOf } from "@wordhall/ui";
import { AwaySeat } from "../live/away-seat";
import { Appearing, bagMarker, motion } from "../live/motion";
import { DirectionIcon } from "./icons";
import { directionLabel, nextHolder, playOrder, type SeatNames } from "./table-model";
import { TokenDisc } from "./token-disc";

type Props = {
  readonly view: OmwView;
  readonly name: SeatNames;
  readonly userIdOf: (seat: number) => string | undefined;
  readonly presence: readonly PresenceEntry[];
  /** Given on a live table: the other players get the away seat's controls (SEAT-2, SEAT-3). */
  readonly gameId?: string;
};

/**
 * The players in seat order: who holds the bag and who gets it next, the direction of play,
 * presence, and tokens: the viewer's own face up with their values, others' face down.
 */
export function PlayersPanel({ view, name, userIdOf, presence, gameId }: Props) {
  const next = nextHolder(view);
  const me = view.you === null ? undefined : view.seats[view.you];
  const mayAct = gameId !== undefined && me !== undefined && !me.left && view.phase !== "over";
  const statusOf = (seat: number) => {
    const id = userIdOf(seat);
    return presence.find((p) => p.userId === id)?.status ?? "offline";
  };
  return (
    <section
      aria-labelledby="omw-players"
      className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="omw-players" className="font-display text-base font-semibold">
          Players
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <DirectionIcon direction={view.direction} />
          Play goes {directionLabel(view.direction)}
        </p>
      </div>
      {view.phase !== "over" ? (
        <p className="mb-2 text-xs text-stone-700">Bag order: {playOrder(view).map(name).join(" → ")}</p>
      ) : null}
      <ol className="grid gap-2">
        {view.seats.map((s) => {
          const status = statusOf(s.seat);
          const knockedOut = view.tiebreaker?.eliminated.includes(s.seat) ?? false;
          return (
            <li
              key={s.seat}
              aria-label={`${name(s.seat)}${s.holdsBag ? ", holding the bag" : ""}`}
              // Out-of-play rows are marked by a dashed border and a grey fill, not by
              // opacity: fading the row took its small text below WCAG contrast (axe).
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border p-2 ${
                s.holdsBag
                  ? "border-omw-500 bg-omw-50"
                  : s.left || knockedOut
                    ? "border-dashed border-stone-300 bg-stone-100"
                    : "border-stone-200"
              }`}
            >
              <span
                className={`size-2.5 shrink-0 rounded-full ${
                  status === "online" ? "bg-emerald-500" : status === "away" ? "bg-amber-400" : "bg-stone-300"
                }`}
                aria-hidden="true"
              />
              <span className="font-medium">
                {name(s.seat)}
                <span className="sr-only"> ({status})</span>
              </span>
              <Appearing>
                {s.holdsBag ? (
                  <motion.span
                    key="bag"
                    {...bagMarker}
                    className="rounded-full bg-omw-700 px-2 py-0.5 text-xs font-semibold text-white"
                  >
                    Has the bag
                  </motion.span>
                ) : null}
              </Appearing>
              {!s.holdsBag && s.seat === next ? (
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">Next</span>
              ) : null}
              {s.left ? <span className="text-xs text-stone-700">left</span> : null}
              {knockedOut ? <span className="text-xs text-stone-700">knocked out</span> : null}
              <Tokens count={s.tokenCount} values={s.tokens} mine={s.seat === view.you} />
              {s.away && !s.left ? (
                <div className="w-full">
                  <AwaySeat
                    gameId={gameId ?? ""}
                    seat={s.seat}
                    name={name(s.seat)}
                    away={s.away}
                    canAct={mayAct && s.seat !== view.you}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Tokens({
  count,
  values,
  mine,
}: {
  readonly count: number;
  readonly values: readonly number[] | null;
  readonly mine: boolean;
}) {
  if (count === 0) return <span className="ml-auto text-xs text-stone-700">no tokens</span>;
  const label = values
    ? `${mine ? "Your tokens" : "Tokens"}: ${values.join(", ")} (${countOf(
        values.reduce((a, v) => a + v, 0),
        "point",
      )})`
    : `${countOf(count, "face-down token")}`;
  return (
    <span className="ml-auto flex flex-wrap gap-1" role="img" aria-label={label.trim()}>
      {/* Keyed by place and face: a token turning up (yours as you take it, everyone's at
          the end) is a new element, which turns over; those already there stay still. */}
      <Appearing>
        {values
          ? values.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place and face
              <TokenDisc key={`up-${i}-${v}`} value={v} delay={i * 0.15} />
            ))
          : Array.from({ length: count }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: face-down tokens are all alike
              <TokenDisc key={`down-${i}`} value={null} />
            ))}
      </Appearing>
    </span>
  );
}
