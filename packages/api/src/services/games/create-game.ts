import { randomBytes, randomUUID } from "node:crypto";
import type { Db, Prisma } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { AppError } from "../../errors";
import { planBotMove } from "../bots/bot-plan";
import { botRosterOf } from "../bots/bot-seats";
import { platformHouseRules } from "../moderation/lexicon/platform-lexicon";
import { toDbKind } from "./game-kinds";
import { gameModule } from "./game-modules";
import { scheduledAt, toJson } from "./game-row";

export type CreatedGame = { readonly id: string; readonly version: number };

/**
 * Sets a game up on the server: the seed comes from the OS's random source (or, for the
 * BuyWord Daily, is the day's, derived from the server's secret) and never leaves the server
 * while the game runs; seats map to users in clockwise order. A seat held by a
 * bot identity is played by the server from the start: the first deadline stored includes
 * its first move.
 */
export async function createGame(
  // A transaction client lets a room link its new game in the same commit.
  db: Db | Prisma.TransactionClient,
  input: {
    kind: GameKind;
    config: unknown;
    seatUserIds: readonly string[];
    roomId?: string;
    now?: number;
    /**
     * Only the Daily's (services/daily), where everyone's attempt of a day shares the day's
     * seed, and the guided first game's (services/learn), whose seed is curated.
     */
    seed?: string;
    /** The guided first game's guide id (services/learn): the web coaches such a game. */
    guide?: string;
  },
): Promise<CreatedGame> {
  const module = gameModule(input.kind);
  if (!module) throw new AppError("BAD_REQUEST", `There is no game called ${input.kind}.`);
  const parsed = module.configSchema.safeParse(await withPlatformWords(db, input.kind, input.config));
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".") || "config"}: ${i.message}`).join("; ");
    throw new AppError("BAD_REQUEST", `The game settings are not valid: ${detail}`);
  }
  const seed = input.seed ?? randomBytes(16).toString("hex");
  const now = input.now ?? Date.now();
  const setup = module.setup(parsed.data, seed, { now, actor: null });
  if (!setup.ok) throw new AppError("BAD_REQUEST", setup.error.message, setup.error.code);
  const id = randomUUID();
  const roster = await botRosterOf(db, seed, input.seatUserIds);
  const bot = planBotMove({
    gameId: id,
    kind: input.kind,
    state: setup.state,
    version: 0,
    lastAt: now,
    roster,
  });
  const nextDeadline = scheduledAt(module, setup.state, 0, bot?.at ?? null);
  const game = await db.game.create({
    data: {
      id,
      kind: toDbKind(input.kind),
      engineVersion: module.engineVersion,
      config: toJson(parsed.data),
      seed,
      state: toJson(setup.state),
      version: 0,
      nextDeadline: nextDeadline === null ? null : new Date(nextDeadline),
      createdAt: new Date(now),
      ...(input.guide ? { guide: input.guide } : {}),
      ...(input.roomId ? { roomId: input.roomId } : {}),
      seats: { create: input.seatUserIds.map((userId, seat) => ({ seat, userId })) },
    },
    select: { id: true, version: true },
  });
  return game;
}

/**
 * BuyWord judges words by the lexicon, the platform's allowed/banned list and the room's
 * house words. The list is copied into the config as it is now, so the game replays the
 * same way however the list changes later; whatever a host put there is replaced.
 */
async function withPlatformWords(
  db: Db | Prisma.TransactionClient,
  kind: GameKind,
  config: unknown,
): Promise<unknown> {
  if (kind !== "buyword" || typeof config !== "object" || config === null || Array.isArray(config))
    return config;
  return { ...config, platform: await platformHouseRules(db) };
}
