import { buywordConfigSchema, type GameKind, OMW_BUILT_IN_BOARDS, omwConfigSchema } from "@wordhall/engine";
import { LEXICON_IDS, type LexiconId } from "@wordhall/words";
import { SEAT_LIMITS } from "./seat-rules";

/**
 * What a create-room form needs to offer every option: each game's defaults (the engine's
 * own schema, parsed from nothing, so the form never drifts from the rules), its seat
 * range, the built-in boards by title and the lexicons. Served, not bundled, so the
 * browser doesn't load the engine to draw a form.
 */
export type GameOptions = {
  readonly "oh-my-word": {
    readonly seats: { readonly min: number; readonly max: number };
    readonly defaults: ReturnType<typeof omwConfigSchema.parse>;
    readonly builtInBoards: readonly {
      readonly board: number;
      readonly front: string;
      readonly back: string;
    }[];
  };
  readonly buyword: {
    readonly seats: { readonly min: number; readonly max: number };
    readonly defaults: ReturnType<typeof buywordConfigSchema.parse>;
    readonly lexicons: readonly LexiconId[];
  };
};

export function gameOptions(): GameOptions {
  const seats = (kind: GameKind) => ({ min: SEAT_LIMITS[kind].min, max: SEAT_LIMITS[kind].max });
  return {
    "oh-my-word": {
      seats: seats("oh-my-word"),
      defaults: omwConfigSchema.parse({}),
      builtInBoards: OMW_BUILT_IN_BOARDS.map((b) => ({
        board: b.number,
        front: b.front.title,
        back: b.back.title,
      })),
    },
    buyword: {
      seats: seats("buyword"),
      defaults: buywordConfigSchema.parse({}),
      lexicons: [...LEXICON_IDS],
    },
  };
}
