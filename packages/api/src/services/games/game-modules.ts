import { type AnyGameModule, type GameKind, gameModules } from "@wordhall/engine";
import { serverLexicons } from "../../lexicons";

/** The games as this process runs them: one registry, BuyWord judging by the server's lexicons. */
export const games = gameModules({ lexicons: serverLexicons });

export function gameModule(kind: GameKind): AnyGameModule | undefined {
  return games[kind];
}
