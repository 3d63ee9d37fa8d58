import { z } from "zod";
import type { Db } from "../client";
import { BotLevel, GameKind } from "../generated/prisma/enums";

const feedGameSchema = z.object({
  id: z.string(),
  kind: z.enum(GameKind),
  roomId: z.string().nullable(),
  config: z.unknown(),
  seed: z.string(),
  createdAt: z.date(),
  state: z.unknown(),
  version: z.number().int().nonnegative(),
  actions: z.array(z.object({ at: z.date() })),
  seats: z.array(
    z.object({
      seat: z.number().int().nonnegative(),
      userId: z.string(),
      user: z.object({ name: z.string(), botLevel: z.enum(BotLevel).nullable() }),
    }),
  ),
});

/** A game as a live feed starts from: its record's setup, its stored state and its seats. */
export type FeedGame = {
  readonly id: string;
  readonly kind: GameKind;
  readonly roomId: string | null;
  readonly config: unknown;
  readonly seed: string;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly state: unknown;
  readonly version: number;
  /** Epoch ms the last action counts at (the game's creation before any). */
  readonly lastAt: number;
  /** In seat order, with each player's name, and the level of a seat the server plays (else null). */
  readonly seats: readonly { seat: number; userId: string; name: string; bot: BotLevel | null }[];
};

/** Reads a game for a live feed, or null when there is no such game. */
export async function readFeedGame(db: Db, gameId: string): Promise<FeedGame | null> {
  const found = await db.game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      kind: true,
      roomId: true,
      config: true,
      seed: true,
      createdAt: true,
      state: true,
      version: true,
      actions: { select: { at: true }, orderBy: { seq: "desc" }, take: 1 },
      seats: {
        select: { seat: true, userId: true, user: { select: { name: true, botLevel: true } } },
        orderBy: { seat: "asc" },
      },
    },
  });
  if (!found) return null;
  const { actions, ...row } = feedGameSchema.parse(found);
  return {
    ...row,
    createdAt: row.createdAt.getTime(),
    lastAt: (actions[0]?.at ?? row.createdAt).getTime(),
    seats: row.seats.map((s) => ({
      seat: s.seat,
      userId: s.userId,
      name: s.user.name,
      bot: s.user.botLevel,
    })),
  };
}

const storedStateSchema = z.object({
  state: z.unknown(),
  version: z.number().int().nonnegative(),
  createdAt: z.date(),
  actions: z.array(z.object({ at: z.date() })),
});

/** A game's stored state, version and last action's time (a feed starting again from the database). */
export async function readGameState(
  db: Db,
  gameId: string,
): Promise<{ state: unknown; version: number; lastAt: number }> {
  const found = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: {
      state: true,
      version: true,
      createdAt: true,
      actions: { select: { at: true }, orderBy: { seq: "desc" }, take: 1 },
    },
  });
  const row = storedStateSchema.parse(found);
  return { state: row.state, version: row.version, lastAt: (row.actions[0]?.at ?? row.createdAt).getTime() };
}
