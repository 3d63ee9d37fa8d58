import { z } from "zod";

const tileId = z.number().int().min(0).max(200);
const seat = z.number().int().min(0).max(3);
const letter = z
  .string()
  .max(1, "one letter A–Z")
  .regex(/^[A-Za-z]$/, "one letter A–Z");
/** Epoch ms well past any real clock (the year 2286). */
const MAX_TIME = 10_000_000_000_000;
/** Generous bounds: a real grid stays within a few dozen cells of the origin. */
const coord = z.number().int().min(-500).max(500);

export const buywordActionSchema = z.discriminatedUnion("type", [
  /** The leader picks the draw size after the die shows "choice". */
  z.object({ type: z.literal("choose"), count: z.number().int().min(2).max(5) }),
  z.object({ type: z.literal("draftPick"), tile: tileId }),
  z.object({ type: z.literal("offerTrade"), to: seat, money: z.number().int().min(-100_000).max(100_000) }),
  z.object({ type: z.literal("acceptTrade"), from: seat }),
  z.object({ type: z.literal("declineTrade"), from: seat }),
  z.object({ type: z.literal("withdrawTrade"), to: seat }),
  z.object({ type: z.literal("doneTrading") }),
  z.object({ type: z.literal("buy") }),
  z.object({ type: z.literal("discard") }),
  z.object({ type: z.literal("auction") }),
  z.object({ type: z.literal("bid"), amount: z.number().int().min(1).max(1_000_000) }),
  z.object({ type: z.literal("pass") }),
  z.object({
    type: z.literal("sell"),
    /** In word order; in crossword, the new tiles in the order they fill the empty cells. */
    tiles: z.array(tileId).min(1).max(30),
    wildAs: letter.nullable().default(null),
    at: z
      .object({ row: coord, col: coord, dir: z.enum(["across", "down"]) })
      .nullable()
      .default(null),
  }),
  z.object({ type: z.literal("vote"), fits: z.boolean() }),
  /** Ends one's selling turn, discarding letters down to the hand limit. */
  z.object({ type: z.literal("endTurn"), discard: z.array(tileId).max(30).default([]) }),
  /** BW-33: the sender leaves the game for good (any time, whoever's turn it is). */
  z.object({ type: z.literal("leave") }),
  /** Server only: the decision of `step` ran out of time; apply its default. */
  z.object({ type: z.literal("timeout"), step: z.number().int().min(0) }),
  /** Server only (BW-34): the seat's player is gone past the host's grace, last seen at `since`. */
  z.object({ type: z.literal("away"), seat, since: z.number().int().min(0).max(MAX_TIME) }),
  /** Server only (BW-34): the away seat's player is back. */
  z.object({ type: z.literal("back"), seat }),
  /** Server only (BW-34): a stand-in bot plays the away seat until its player is back. */
  z.object({ type: z.literal("standIn"), seat }),
  /** Server only (BW-35): no time limit, the seat is away: its own default for decision `step`. */
  z.object({ type: z.literal("awayDefault"), seat, step: z.number().int().min(0) }),
  /** Server only (BW-36): the others end the game; the absent seat ranks last. */
  z.object({ type: z.literal("endForAbsence"), seat }),
]);

/** The actions only the server sends (the host's clock, presence and the others' requests). */
export const BUYWORD_SERVER_ACTIONS: ReadonlySet<BuywordAction["type"]> = new Set([
  "timeout",
  "away",
  "back",
  "standIn",
  "awayDefault",
  "endForAbsence",
]);

export type BuywordAction = z.infer<typeof buywordActionSchema>;
export type BuywordActionInput = z.input<typeof buywordActionSchema>;
