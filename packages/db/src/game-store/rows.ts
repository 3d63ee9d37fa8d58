import { z } from "zod";
import { GameKind, GameStatus } from "../generated/prisma/enums";
import { botSeatsSchema } from "./bot-seats";

// Every row the game store hands back is checked here first: a game's state is JSONB that
// the engine will trust, and the hot statements run outside Prisma, whose types would
// otherwise be the only promise about their shape.

/** A game as the engine needs it: its kind, where it stands and its state. */
export const gameRowSchema = z.object({
  id: z.string(),
  kind: z.enum(GameKind),
  status: z.enum(GameStatus),
  version: z.number().int().nonnegative(),
  state: z.record(z.string(), z.unknown()),
});
export type GameRow = z.infer<typeof gameRowSchema>;

/** What a player's action needs, read in one statement (read-for-action.ts). */
export const actionReadSchema = gameRowSchema.extend({
  /** Why a moderator ended the game, when one did. */
  endedReason: z.string().nullable(),
  /** The caller's seat, or null when they do not play in this game. */
  seat: z.number().int().nonnegative().nullable(),
  /** The version this client action id produced, when it was applied already. */
  prior: z.number().int().positive().nullable(),
  /**
   * Epoch ms the game's last action counts at (its creation before any): no new action
   * may be stamped earlier, so a game's clock never runs backwards.
   */
  lastAt: z.number(),
  /** Server-only: what the bots' generators are seeded from (never sent to anyone). */
  seed: z.string(),
  /** The seats the server plays, with their levels ([] in a game of people only). */
  bots: botSeatsSchema,
});
export type ActionRead = z.infer<typeof actionReadSchema>;

/** One entry of a game's append-only action log. */
export const loggedActionSchema = z.object({
  seq: z.number().int().positive(),
  seat: z.number().int().nonnegative().nullable(),
  action: z.unknown(),
  /** Epoch milliseconds: the time the action counts at (ctx.now when it was applied). */
  at: z.number(),
});
export type LoggedAction = z.infer<typeof loggedActionSchema>;

export const idRowSchema = z.object({ id: z.string() });
