// A player action's two statements, in plain SQL on the pool under Prisma: one read and one
// write, where the Prisma version took four reads and a five-statement transaction. Each
// statement is one round trip and one snapshot; Prisma's cost per query (building,
// compiling and mapping it) was the largest part of an action's CPU time.
import { type Db, poolOf } from "@wordhall/db";
import { isStatementError, moveNotSaved } from "./save-failure";
import { GAME_CHANNEL, type Step } from "./write-steps";

export type ActionRead = {
  readonly kind: string;
  readonly status: string;
  readonly version: number;
  readonly state: unknown;
  /** Why a moderator ended the game, when one did. */
  readonly endedReason: string | null;
  /** The caller's seat, or null when they do not play in this game. */
  readonly seat: number | null;
  /** The version this client action id produced, when it was applied already. */
  readonly prior: number | null;
};

/**
 * The game, the caller's seat and any earlier result of this client action id, from one
 * snapshot: a copy of the move committed before it is seen as applied here, and one
 * committed after it makes the write's version check fail (then the caller reads again).
 */
export async function readForAction(
  db: Db,
  input: { gameId: string; userId: string; clientActionId: string },
): Promise<ActionRead | null> {
  const { rows } = await poolOf(db).query<ActionRead>(
    `SELECT g.kind::text AS kind, g.status::text AS status, g.version, g.state, g."endedReason",
       (SELECT s.seat FROM game_seat s WHERE s."gameId" = g.id AND s."userId" = $2 LIMIT 1) AS seat,
       (SELECT a.seq FROM game_action a WHERE a."gameId" = g.id AND a."clientActionId" = $3) AS prior
     FROM game g WHERE g.id = $1`,
    [input.gameId, input.userId, input.clientActionId],
  );
  return rows[0] ?? null;
}

// Timestamps travel as epoch milliseconds and are stored as UTC, as Prisma stores them.
const UTC = (ms: string) => `(to_timestamp(${ms} / 1000.0) AT TIME ZONE 'UTC')`;

/**
 * Commits steps that do not end the game, in one statement (so one transaction): the new
 * state and version, guarded by the version read; the actions appended; and the NOTIFY,
 * which PostgreSQL delivers at commit. "stale" when another writer got there first,
 * "duplicate" when the same client action id was committed concurrently.
 */
export async function commitSteps(
  db: Db,
  input: {
    gameId: string;
    fromVersion: number;
    steps: readonly Step[];
    state: unknown;
    nextDeadline: number | null;
  },
): Promise<{ version: number } | "stale" | "duplicate"> {
  const version = input.fromVersion + input.steps.length;
  const actions = input.steps.map((step, i) => ({
    seq: input.fromVersion + i + 1,
    seat: step.seat,
    clientActionId: step.clientActionId,
    action: step.action,
    at: step.at,
  }));
  try {
    const { rowCount } = await poolOf(db).query(
      `WITH updated AS (
         UPDATE game SET state = $2::jsonb, version = $3, "nextDeadline" = ${UTC("$4::float8")},
           "updatedAt" = ${UTC("$5::float8")}
         WHERE id = $1 AND version = $6 AND status = 'active'
         RETURNING id
       ), appended AS (
         INSERT INTO game_action ("gameId", seq, seat, "clientActionId", action, at)
         SELECT updated.id, s.seq, s.seat, s."clientActionId", s.action, ${UTC("s.at")}
         FROM updated,
           jsonb_to_recordset($7::jsonb) AS s(seq int, seat int, "clientActionId" text, action jsonb, at float8)
       )
       SELECT pg_notify($8, $9) FROM updated`,
      [
        input.gameId,
        JSON.stringify(input.state),
        version,
        input.nextDeadline,
        Date.now(),
        input.fromVersion,
        JSON.stringify(actions),
        GAME_CHANNEL,
        // `d`: the game's next deadline, so schedulers arm their timer without a query.
        JSON.stringify({ id: input.gameId, v: version, d: input.nextDeadline }),
      ],
    );
    return rowCount === 1 ? { version } : "stale";
  } catch (error) {
    // unique_violation: (gameId, clientActionId) or (gameId, seq) was taken meanwhile.
    if ((error as { code?: string }).code === "23505") return "duplicate";
    // One statement: refused by the server, none of it was stored; a lost connection leaves it open.
    throw moveNotSaved({ endsGame: false, rolledBack: isStatementError(error), cause: error });
  }
}

export type LoggedAction = {
  readonly seq: number;
  readonly seat: number | null;
  readonly action: unknown;
  /** Epoch milliseconds. */
  readonly at: number;
};

/** A game's logged actions with seq in (after, upTo], in order: what live feeds replay. */
export async function readActions(
  db: Db,
  gameId: string,
  range: { after: number; upTo?: number },
): Promise<LoggedAction[]> {
  const { rows } = await poolOf(db).query<LoggedAction>(
    `SELECT seq, seat, action, (extract(epoch FROM at) * 1000)::float8 AS at
     FROM game_action WHERE "gameId" = $1 AND seq > $2 AND ($3::int IS NULL OR seq <= $3)
     ORDER BY seq`,
    [gameId, range.after, range.upTo ?? null],
  );
  return rows;
}
