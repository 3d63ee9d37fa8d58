import type { OmwConfig } from "./config";
import type { PlayerState } from "./state";

/** Points (OMW-36) add up token values; token count (OMW-37) ignores them. Lower is better. */
export function scoreOf(config: OmwConfig, player: PlayerState): number {
  if (config.scoring === "tokens") return player.tokens.length;
  let sum = 0;
  for (const v of player.tokens) sum += v;
  return sum;
}
