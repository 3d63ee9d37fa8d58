import type { Db } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import type { Role } from "../../auth/roles";
import { type ActionOutcome, applyPlayerAction } from "../games/apply-action";
import type { Echo, LagSource } from "../games/lag-source";
import type { LiveGameCache } from "../games/live-cache";

/**
 * A seat's action sent through one game's procedures: refused when the game is of the
 * other kind (both games have a "pass"; one must never be read as the other's).
 */
export function playAction(
  db: Db,
  input: {
    kind: GameKind;
    gameId: string;
    userId: string;
    role: Role;
    clientActionId: string;
    action: unknown;
    cache?: LiveGameCache;
    lag?: LagSource;
    echo?: Echo;
  },
): Promise<ActionOutcome> {
  return applyPlayerAction(db, input);
}
