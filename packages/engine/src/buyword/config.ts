import { LEXICON_IDS, type LexiconId } from "@wordhall/words";
import { z } from "zod";
import { houseAllowedSchema, houseBannedSchema, houseWord, themesSchema } from "./config-texts";

const limitMs = z.number().int().min(1_000).max(86_400_000).nullable();

/** Per-decision time limits in ms; null means none (the default: friends' rooms wait). */
const timeLimitsSchema = z.object({
  /** The leader choosing 2–5 after the die shows "choice". */
  choose: limitMs.default(null),
  /** Tile draft: each pick. */
  draft: limitMs.default(null),
  /** Trade: the whole trading window of a round. */
  trade: limitMs.default(null),
  /** Buy, discard (or auction) one's draw. */
  decide: limitMs.default(null),
  /** One bid (or pass) in an auction. */
  bid: limitMs.default(null),
  /** One player's whole selling turn, including the discard down to the hand limit. */
  sell: limitMs.default(null),
  /** The theme vote on one sale. */
  vote: limitMs.default(null),
});

const variantsSchema = z.object({
  /** Letter tiles one may keep after a round (wilds never count); null = no limit. */
  handLimit: z.union([z.literal(8), z.literal(10), z.null()]).default(8),
  auction: z.boolean().default(false),
  trade: z.boolean().default(false),
  draft: z.boolean().default(false),
  /** Empty = no themes; otherwise round r uses themes[(r - 1) % length]. */
  themes: themesSchema.default([]),
  crossword: z.boolean().default(false),
});

export const buywordConfigSchema = z.object({
  players: z.number().int().min(1).max(4).default(2),
  lexicon: z.enum(LEXICON_IDS as readonly [LexiconId, ...LexiconId[]]).default("broad"),
  house: z
    .object({
      allowed: houseAllowedSchema.default([]),
      banned: houseBannedSchema.default([]),
    })
    .prefault({}),
  /**
   * The platform-wide list moderators keep, copied in by the server when the game is set up
   * (a host's own value is replaced), so a game record replays with the list it was played
   * with. The room's `house` words decide over it (docs/words.md).
   */
  platform: z
    .object({
      allowed: z.array(houseWord).max(20_000, "The platform allows at most 20,000 words.").default([]),
      banned: z.array(houseWord).max(20_000, "The platform bans at most 20,000 words.").default([]),
    })
    .prefault({}),
  variants: variantsSchema.prefault({}),
  timeLimits: timeLimitsSchema.prefault({}),
});

export type BuywordConfig = z.infer<typeof buywordConfigSchema>;
export type BuywordConfigInput = z.input<typeof buywordConfigSchema>;
export type TimeLimitKind = keyof BuywordConfig["timeLimits"];

export const STARTING_MONEY = 200;

/** Wilds dealt to each player at the start, by player count (BW-2). */
export function wildsPerPlayer(players: number): number {
  switch (players) {
    case 1:
      return 8;
    case 2:
      return 4;
    case 3:
      return 3;
    default:
      return 2;
  }
}
