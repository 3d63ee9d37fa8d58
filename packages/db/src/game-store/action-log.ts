import { type Db, poolOf } from "../client";
import { type LoggedAction, loggedActionSchema } from "./rows";

/**
 * A game's logged actions with seq in (after, upTo], in order: what live feeds replay to
 * catch up after a notification (once per version per process, so on the pool directly).
 */
export async function actionsAfter(
  db: Db,
  gameId: string,
  range: { after: number; upTo?: number },
): Promise<LoggedAction[]> {
  const { rows } = await poolOf(db).query(
    `SELECT seq, seat, action, (extract(epoch FROM at) * 1000)::float8 AS at
     FROM game_action WHERE "gameId" = $1 AND seq > $2 AND ($3::int IS NULL OR seq <= $3)
     ORDER BY seq`,
    [gameId, range.after, range.upTo ?? null],
  );
  return rows.map((row) => loggedActionSchema.parse(row));
}
