import { buywordConfigSchema, type GameKind, OMW_BUILT_IN_BOARDS, omwConfigSchema } from "@wordhall/engine";
import { LEXICON_IDS, type LexiconId } from "@wordhall/words";
import { type Range, rangeAt } from "./config-bounds";
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
    /** The engine's ranges of the numbers the form asks for. */
    readonly bounds: OmwBounds;
  };
  readonly buyword: {
    readonly seats: { readonly min: number; readonly max: number };
    readonly defaults: ReturnType<typeof buywordConfigSchema.parse>;
    readonly lexicons: readonly LexiconId[];
    readonly bounds: BuywordBounds;
  };
};

export type OmwBounds = {
  readonly timerMs: Range;
  readonly challengeWindowMs: Range;
  readonly voteWindowMs: Range;
  readonly maxTermLength: Range;
  readonly letterTiles: Range;
  readonly reverseTiles: Range;
  readonly tokens: Range;
};
export type BuywordBounds = { readonly timeLimitMs: Range };

const omwBounds: OmwBounds = {
  timerMs: rangeAt(omwConfigSchema, ["timer", "minMs"]),
  challengeWindowMs: rangeAt(omwConfigSchema, ["judging", "challengeWindowMs"]),
  voteWindowMs: rangeAt(omwConfigSchema, ["judging", "voteWindowMs"]),
  maxTermLength: rangeAt(omwConfigSchema, ["judging", "maxTermLength"]),
  letterTiles: rangeAt(omwConfigSchema, ["tiles", "letters", "*"]),
  reverseTiles: rangeAt(omwConfigSchema, ["tiles", "reverse"]),
  tokens: rangeAt(omwConfigSchema, ["tokens", "[]", "count"]),
};
const buywordBounds: BuywordBounds = { timeLimitMs: rangeAt(buywordConfigSchema, ["timeLimits", "choose"]) };

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
      bounds: omwBounds,
    },
    buyword: {
      seats: seats("buyword"),
      defaults: buywordConfigSchema.parse({}),
      lexicons: [...LEXICON_IDS],
      bounds: buywordBounds,
    },
  };
}
