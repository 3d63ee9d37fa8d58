import { type Db, poolOf } from "../client";
import { BOT_SEATS_SQL, LAST_AT_SQL } from "./bot-seats";
import { type ActionRead, actionReadSchema } from "./rows";

/**
 * The game, the caller's seat, any earlier result of this client action id, the time its
 * last action counts at, and its seed and bot seats (so the write can store when the bots
 * move next), from one snapshot: a copy of the move committed before it is seen as applied
 * here, and one committed after it makes the write's version check fail (then the caller
 * reads again).
 * Plain SQL on the pool under Prisma: Prisma's cost per query (building, compiling and
 * mapping it) was the largest part of an action's CPU time, and this runs once per action.
 */
export async function readForAction(
  db: Db,
  input: { gameId: string; userId: string; clientActionId: string },
): Promise<ActionRead | null> {
  const { rows } = await poolOf(db).query(
    `SELECT g.kind::text AS kind, g.status::text AS status, g.version, g.state, g."endedReason", g.seed,
       (SELECT s.seat FROM game_seat s WHERE s."gameId" = g.id AND s."userId" = $2 LIMIT 1) AS seat,
       (SELECT a.seq FROM game_action a WHERE a."gameId" = g.id AND a."clientActionId" = $3) AS prior,
       ${LAST_AT_SQL} AS "lastAt",
       ${BOT_SEATS_SQL} AS bots
     FROM game g WHERE g.id = $1`,
    [input.gameId, input.userId, input.clientActionId],
  );
  const row = rows[0];
  return row ? actionReadSchema.parse({ id: input.gameId, ...row }) : null;
}
