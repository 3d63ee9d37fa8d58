import { z } from "zod";
import { BotLevel } from "../generated/prisma/enums";

/**
 * A seat the server plays: its bot identity and level. Read with the game on every path that
 * stores the game's next deadline, because that deadline includes the bots' planned moves
 * (docs/bots.md, "On the server"); derived from the seats each time, so whatever changes a
 * seat's holder changes the roster with it.
 */
export const botSeatSchema = z.object({
  seat: z.number().int().nonnegative(),
  userId: z.string(),
  level: z.enum(BotLevel),
});
export type BotSeat = z.infer<typeof botSeatSchema>;

export const botSeatsSchema = z.array(botSeatSchema);

/**
 * SQL for the bot seats of the game aliased `g`, as a JSON array in seat order ([] for none):
 * the seats of bot identities, and the seats a stand-in bot plays while their player is away
 * (level normal, under the player's own identity: SEAT-2 in docs/rules/seats.md). Both games
 * keep that mark at `players[seat].away.standIn` (engine/src/core/absence.ts).
 */
export const BOT_SEATS_SQL = `(SELECT coalesce(json_agg(json_build_object('seat', bs.seat, 'userId', bs."userId",
    'level', coalesce(bu."botLevel", 'normal'::"BotLevel")) ORDER BY bs.seat), '[]'::json)
  FROM game_seat bs JOIN "user" bu ON bu.id = bs."userId"
  WHERE bs."gameId" = g.id AND (bu."botLevel" IS NOT NULL
    OR jsonb_typeof(g.state->'players'->bs.seat->'away'->'standIn') = 'number'))`;

/** SQL for the epoch ms the last action of the game aliased `g` counts at (its creation before any). */
export const LAST_AT_SQL = `(extract(epoch FROM coalesce(
    (SELECT la.at FROM game_action la WHERE la."gameId" = g.id AND la.seq = g.version), g."createdAt"
  )) * 1000)::float8`;

/**
 * LAST_AT_SQL for a statement that locks the game row (FOR UPDATE): null, not the game's
 * creation, when the action that made the row's version is not in the statement's snapshot.
 * That happens when another transaction wrote the row and committed after the statement
 * began but before it took the lock: PostgreSQL then returns the newest row (its version and
 * state) while sub-selects still read the statement's older snapshot. The caller reads those
 * again in a statement of its own (expire-due.ts), which sees the committed action.
 */
export const LOCKED_LAST_AT_SQL = `(extract(epoch FROM CASE WHEN g.version = 0 THEN g."createdAt" ELSE
    (SELECT la.at FROM game_action la WHERE la."gameId" = g.id AND la.seq = g.version) END) * 1000)::float8`;
