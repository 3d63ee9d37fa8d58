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
