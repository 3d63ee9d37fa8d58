// Positions for the table's tests, built by the real engine (never hand-written views), so a
// component is shown exactly what the server would send a seat.
import {
  type BuywordConfigInput,
  type BuywordState,
  buywordConfigSchema,
  buywordModule,
} from "@wordhall/engine";
import { type Arrangement, arrange } from "@wordhall/engine/buyword/testing";
import { lexiconFromWords, lexiconsFrom } from "@wordhall/words";
import { logLines, seatPerson } from "./activity-log";
import type { BuywordActions } from "./use-buyword-actions";

// These positions judge no word; BuyWord is never without a lexicon, so it gets a tiny one.
export const buyword = buywordModule({ lexicons: lexiconsFrom([lexiconFromWords("broad", ["cat"])]) });

export const NAMES = ["Ana", "Ben", "Cy"];
export const nameOf = (seat: number) => NAMES[seat] ?? `Player ${seat + 1}`;

export function position(input: BuywordConfigInput, a: Arrangement): BuywordState {
  const setup = buyword.setup(buywordConfigSchema.parse(input), "web-table", { now: 0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  return arrange(setup.state, a);
}

export function play(state: BuywordState, seat: number | null, action: unknown): BuywordState {
  const result = buyword.apply(state, action as never, { now: 1, actor: seat });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.state;
}

/** Static markup never clicks: the moves only have to exist. */
export const idleActions = new Proxy(
  { pending: null, error: null },
  {
    get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined),
  },
) as unknown as BuywordActions;

/** The visible text of server-rendered markup. */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'");

type LoggedMove = { readonly version: number; readonly events: readonly unknown[] };

/** Applies each [seat, action] in turn and keeps every move's events, as the table's log does. */
export function playLogged(
  state: BuywordState,
  moves: readonly (readonly [number, unknown])[],
): { state: BuywordState; log: LoggedMove[] } {
  const log: LoggedMove[] = [];
  for (const [actor, action] of moves) {
    const result = buyword.apply(state, action as never, { now: 2, actor });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    log.push({ version: log.length + 1, events: result.events });
  }
  return { state, log };
}

const SEATS = [0, 1, 2].map((seat) => ({ seat, name: nameOf(seat) })) as never;

/** The log's lines as `viewer` reads them (null: a spectator): the events that seat is sent, in its words. */
export function logTextFor(log: readonly LoggedMove[], viewer: number | null): string[] {
  return logLines(
    log.map((e) => ({ ...e, events: buyword.eventsFor(e.events as never, viewer) })) as never,
    seatPerson(SEATS, viewer),
    8,
  ).map((l) => l.text);
}
