import type { GameKind as DbGameKind } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";

// The database enum cannot hold a hyphen; the engine's kinds are the public names.
const TO_DB: Record<GameKind, DbGameKind> = { "oh-my-word": "oh_my_word", buyword: "buyword" };
const FROM_DB: Record<DbGameKind, GameKind> = { oh_my_word: "oh-my-word", buyword: "buyword" };

export const toDbKind = (kind: GameKind): DbGameKind => TO_DB[kind];
export const fromDbKind = (kind: DbGameKind): GameKind => FROM_DB[kind];
