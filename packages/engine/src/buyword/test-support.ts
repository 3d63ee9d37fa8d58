// Helpers shared by the BuyWord tests (not exported from the package).
// biome-ignore lint/style/noRestrictedImports: the tests are a Node host: they hand the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import type { ApplyResult } from "../core/result";
import type { BuywordActionInput } from "./actions";
import { buywordActionSchema } from "./actions";
import { type BuywordConfig, type BuywordConfigInput, buywordConfigSchema } from "./config";
import type { BuywordEvent } from "./events";
import { buywordModule } from "./module";
import { setupBuyword } from "./setup";
import type { BuywordState } from "./state";
import { TILE_LETTER, type TileId } from "./tiles";

export const T0 = 1_700_000_000_000;

/** The shipped lexicons, read from disk as the server reads them, once per test file. */
export const lexicons = nodeLexicons();

/** BuyWord as the server runs it, judging by the shipped lexicons. */
export const buyword = buywordModule({ lexicons });

export function config(input: BuywordConfigInput = {}): BuywordConfig {
  return buywordConfigSchema.parse(input);
}

export function newGame(input: BuywordConfigInput = {}, seed = "test-seed"): BuywordState {
  const result = setupBuyword(config(input), seed, { now: T0, actor: null });
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

export type Ok = { state: BuywordState; events: readonly BuywordEvent[] };

/** Applies an action that must be accepted. */
export function act(state: BuywordState, actor: number | null, input: BuywordActionInput, now = T0): Ok {
  const result = tryAct(state, actor, input, now);
  if (!result.ok)
    throw new Error(`rejected ${JSON.stringify(input)}: ${result.error.code} ${result.error.message}`);
  return { state: result.state, events: result.events };
}

export function tryAct(
  state: BuywordState,
  actor: number | null,
  input: BuywordActionInput,
  now = T0,
): ApplyResult<BuywordState, BuywordEvent> {
  return buyword.apply(state, buywordActionSchema.parse(input), { now, actor });
}

export function errorCode(result: ApplyResult<BuywordState, BuywordEvent>): string | null {
  return result.ok ? null : result.error.code;
}

export { type Arrangement, arrange, tilesIn } from "./testing/arrange";

export function lettersOf(tiles: readonly TileId[]): string {
  return tiles.map((t) => TILE_LETTER[t]).join("");
}

export function money(state: BuywordState): number[] {
  return state.players.map((p) => p.money);
}

export { tilePlaceProblems } from "./testing/invariants";
