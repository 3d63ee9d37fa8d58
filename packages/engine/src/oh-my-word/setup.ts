import { startHiddenCountdown } from "@wordhall/timer";
import type { EngineContext } from "../core/context";
import { applied, rejected } from "../core/result";
import { nextInt, nextIntBetween, seedRng } from "../core/rng";
import type { OmwApplyResult } from "./apply/apply";
import { FRESH_TURN } from "./bag-ops";
import { omwConfigSchema } from "./config";
import { derive } from "./derived";
import type { OmwState } from "./state";

/**
 * A new game (OMW-1..6): every tile in the bag, every token in the supply, the first holder
 * named by the room or picked by the PRNG, and the timer started.
 */
export function setupOmw(rawConfig: unknown, seed: string, ctx: EngineContext): OmwApplyResult {
  const parsed = omwConfigSchema.safeParse(rawConfig);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return rejected(
      "invalid-config",
      `The room's settings are invalid: ${issue?.message ?? "unknown problem"}.`,
    );
  }
  if (typeof seed !== "string" || seed.length === 0)
    return rejected("invalid-config", "A game needs a seed.");
  if (!Number.isFinite(ctx.now)) return rejected("time-went-backwards", "A game needs a start time.");
  const config = parsed.data;
  const derived = derive(config);
  let rng = seedRng(seed);
  let holder = config.firstSeat;
  if (holder === null) {
    const [seat, next] = nextInt(rng, config.seats);
    holder = seat;
    rng = next;
  }
  const [timer, afterTimer] = startHiddenCountdown(ctx.now, config.timer, rng, nextIntBetween);
  const state: OmwState = {
    game: "oh-my-word",
    version: 0,
    lastAt: ctx.now,
    config,
    rng: afterTimer,
    phase: "playing",
    pausedAt: null,
    players: Array.from({ length: config.seats }, () => ({ left: false, tokens: [] })),
    holder,
    direction: 1,
    turn: FRESH_TURN,
    bag: Array.from({ length: derived.tileCount }, (_, i) => i),
    covers: derived.categories.map(() => null),
    coveredCount: 0,
    aside: [],
    supply: derived.tokenValues.slice(),
    timer,
    claims: [],
    nextClaimId: 1,
    usedTerms: [],
    tiebreaker: null,
    ended: null,
  };
  return applied(state, [
    { type: "game-started", holder, direction: 1 },
    { type: "timer-started", at: ctx.now },
  ]);
}
