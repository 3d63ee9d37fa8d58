import { buyword } from "./buyword/module";
import type { AnyGameModule } from "./core/game-module";
import type { GameKind } from "./core/game-record";
import { ohMyWord } from "./oh-my-word/module";

/** Every game the platform can run, by kind. The server, the replay CLI and tests look games up here. */
export const GAMES: Partial<Record<GameKind, AnyGameModule>> = {
  "oh-my-word": ohMyWord,
  buyword,
};

export function gameModule(kind: GameKind): AnyGameModule | undefined {
  return GAMES[kind];
}
