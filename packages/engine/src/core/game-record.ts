import { z } from "zod";

/**
 * A game record: (config, seed, actions). Replay is a fold of the actions over the setup,
 * so the same record serves replays, audits, tiebreaker evidence and golden tests.
 * The format is documented in docs/game-records.md.
 */
export const recordedActionSchema = z.object({
  /** Server time (epoch ms) at which the action was accepted; becomes ctx.now on replay. */
  at: z.number().int().nonnegative(),
  /** The seat that sent it, or null for the server itself (timer expiry, admin end). */
  seat: z.number().int().nonnegative().nullable(),
  action: z.unknown(),
});

export const gameRecordSchema = z.object({
  game: z.enum(["oh-my-word", "buyword"]),
  engineVersion: z.string().min(1),
  config: z.unknown(),
  seed: z.string().min(1),
  /** Server time of set-up. */
  createdAt: z.number().int().nonnegative(),
  actions: z.array(recordedActionSchema),
  /**
   * Who sat where, for people reading the replay. Display only: replay never reads it, and a
   * record without it (an older file) replays the same, with seats named by number.
   */
  players: z
    .array(z.object({ seat: z.number().int().nonnegative(), name: z.string().min(1).max(100) }))
    .max(16)
    .optional(),
});

export type RecordedAction = z.infer<typeof recordedActionSchema>;
export type GameRecord = z.infer<typeof gameRecordSchema>;
export type GameKind = GameRecord["game"];
