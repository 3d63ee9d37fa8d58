import type { Prisma } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { boundedRecord } from "@wordhall/validators";
import { z } from "zod";
import { AppError } from "../../errors";
import { gameModule } from "../games/game-modules";
import { canUsePack } from "../packs/pack-access";
import { SEAT_LIMITS, seatCount } from "./seat-rules";

export const gameKindSchema = z.enum(["oh-my-word", "buyword"]);

/** One board of an Oh My Word table, taken from a category pack's side (by position). */
export const packBoardSchema = z.object({
  packId: z.uuid("That is not a pack id."),
  side: z.number().int().min(0).max(7),
});
export type PackBoard = z.infer<typeof packBoardSchema>;

const NOT_A_SETTING = "Game settings are named by letters and digits.";

// The engine validates the content; this only bounds its size before anything parses it:
// each game has about a dozen settings, and the largest legitimate ones (BuyWord's house
// words, Oh My Word's custom boards) are a few tens of kilobytes.
export const gameSettingsInputSchema = boundedRecord(
  z
    .string()
    .max(40, NOT_A_SETTING)
    .regex(/^[A-Za-z][A-Za-z0-9]*$/, NOT_A_SETTING),
  z.unknown(),
  { maxKeys: 32, message: "The game settings have too many entries." },
).refine((value) => JSON.stringify(value).length <= 200_000, "The game settings are too large.");

export const packBoardsInputSchema = z
  .array(packBoardSchema)
  .min(1, "Choose at least one pack side.")
  .max(4, "At most 4 pack sides fit on the table.")
  .nullable();

/**
 * The room's own options, beside the engine's settings: what the server does around the game
 * rather than its rules. Both are Oh My Word's only.
 * - `judgingHints` (on by default): when a term is challenged, the voters see what our word
 *   lists know of it (never a verdict).
 * - `tableMode` (off by default): people play in one room, as with the physical game: one
 *   screen shows the table (the room's display page, which sees the game as a spectator)
 *   and each player's phone is their seat. The rules don't change.
 */
export const roomOptionsSchema = z.object({
  judgingHints: z.boolean().default(true),
  tableMode: z.boolean().default(false),
});
export type RoomOptions = z.infer<typeof roomOptionsSchema>;

const ON_OR_OFF = (what: string) => ({ error: `${what} is on (true) or off (false).` });

/** The options as a host sends them: each one optional, nothing else accepted. */
export const roomOptionsInputSchema = z.strictObject(
  {
    judgingHints: z.boolean(ON_OR_OFF("Judging hints")).optional(),
    tableMode: z.boolean(ON_OR_OFF("Table mode")).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Rooms have no such option." : undefined) },
);
export type RoomOptionsInput = z.infer<typeof roomOptionsInputSchema>;

/**
 * The options a room of this game keeps: the host's, over what it had (or the defaults).
 * BuyWord has neither judging hints nor table mode: asking for them there is refused, and
 * they are kept off.
 */
export function resolveRoomOptions(
  kind: GameKind,
  input: RoomOptionsInput | undefined,
  current: RoomOptions = roomOptionsSchema.parse({}),
): RoomOptions {
  if (kind !== "oh-my-word") {
    if (input?.judgingHints !== undefined)
      throw new AppError("BAD_REQUEST", "Judging hints are for Oh My Word rooms.");
    if (input?.tableMode !== undefined)
      throw new AppError("BAD_REQUEST", "Table mode is for Oh My Word rooms.");
    return { judgingHints: false, tableMode: false };
  }
  return {
    judgingHints: input?.judgingHints ?? current.judgingHints,
    tableMode: input?.tableMode ?? current.tableMode,
  };
}

/** What Room.config holds: the engine's parsed settings and where its boards came from. */
export const storedRoomConfigSchema = z.object({
  game: z.record(z.string(), z.unknown()),
  packBoards: z.array(packBoardSchema).nullable(),
  /** Rooms stored before the options existed read as the defaults. */
  options: roomOptionsSchema.default({ judgingHints: true, tableMode: false }),
  /** People the host removed; they can't come back into this room. */
  kicked: z.array(z.string()).default([]),
});
export type StoredRoomConfig = z.infer<typeof storedRoomConfigSchema>;

/**
 * Checks a room's settings with the engine's own schema, after putting the chosen pack sides
 * on the table as custom boards, so the boards players browse are the boards they play.
 * Packs are checked against the host: their own (even drafts), published or built-in ones.
 */
export async function resolveGameSettings(
  tx: Prisma.TransactionClient,
  input: { kind: GameKind; game: Record<string, unknown>; packBoards: PackBoard[] | null; hostId: string },
): Promise<Record<string, unknown>> {
  const module = gameModule(input.kind);
  if (!module) throw new AppError("BAD_REQUEST", `There is no game called ${input.kind}.`);
  let game = input.game;
  if (input.packBoards) {
    if (input.kind !== "oh-my-word")
      throw new AppError("BAD_REQUEST", "Category packs are for Oh My Word rooms.");
    game = { ...game, boards: await packSidesAsBoards(tx, input.packBoards, input.hostId) };
  }
  const parsed = module.configSchema.safeParse(game);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `${i.path.join(".") || "settings"}: ${i.message}`)
      .join("; ");
    throw new AppError("BAD_REQUEST", `The game settings are not valid: ${detail}`);
  }
  const settings = parsed.data as Record<string, unknown>;
  const seats = seatCount(input.kind, settings);
  const limits = SEAT_LIMITS[input.kind];
  if (seats < limits.min || seats > limits.max) {
    throw new AppError("BAD_REQUEST", `This game is for ${limits.min} to ${limits.max} players.`);
  }
  return settings;
}

async function packSidesAsBoards(tx: Prisma.TransactionClient, refs: readonly PackBoard[], hostId: string) {
  const seen = new Set<string>();
  for (const ref of refs) {
    const key = `${ref.packId}:${ref.side}`;
    if (seen.has(key)) throw new AppError("BAD_REQUEST", "Each pack side can only be on the table once.");
    seen.add(key);
  }
  const packs = await tx.categoryPack.findMany({
    where: { id: { in: refs.map((r) => r.packId) } },
    include: { sides: true },
  });
  return refs.map((ref) => {
    const pack = packs.find((p) => p.id === ref.packId);
    if (!pack || !canUsePack(pack, hostId)) {
      throw new AppError("BAD_REQUEST", "A category pack in these settings is not available to the host.");
    }
    const side = pack.sides.find((s) => s.position === ref.side);
    if (!side) throw new AppError("BAD_REQUEST", `The pack "${pack.title}" has no side ${ref.side + 1}.`);
    return { kind: "custom" as const, title: side.name, categories: side.categories };
  });
}
