import type { Lexicons } from "@wordhall/words";
import { type BuywordModule, buywordModule } from "./buyword/module";
import type { AnyGameModule } from "./core/game-module";
import type { GameKind } from "./core/game-record";
import { type OhMyWordModule, ohMyWord } from "./oh-my-word/module";

/** What a host hands the engine once: the lexicons BuyWord judges sales by (docs/adr/0006). */
export type EngineOptions = { readonly lexicons: Lexicons };

/** Every game the platform can run, by kind: what the server, the replay CLI and the replay viewer look up. */
export type GameModules = { readonly "oh-my-word": OhMyWordModule; readonly buyword: BuywordModule };

/**
 * The registry of one host, made once per process (a browser: once per replay) with the
 * lexicons that host holds. Oh My Word needs none; BuyWord gets them (buywordModule).
 */
export function gameModules(options: EngineOptions): GameModules {
  const games = { "oh-my-word": ohMyWord, buyword: buywordModule(options) };
  return games satisfies Record<GameKind, AnyGameModule>;
}
