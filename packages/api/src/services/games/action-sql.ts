// A player action's statements, in plain SQL on the pool under Prisma: at most one read and
// one write, where the Prisma version took four reads and a five-statement transaction (the
// write may carry other games' moves too: commit-batch.ts). Each statement is one round trip
// and one snapshot; Prisma's cost per query (building, compiling and mapping it) was the
// largest part of an action's CPU time.
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

export type CommitInput = {
  readonly gameId: string;
  readonly fromVersion: number;
  readonly steps: readonly Step[];
  readonly state: unknown;
  readonly nextDeadline: number | null;
};

export type CommitOutcome = { version: number } | "stale" | "duplicate";

/**
 * Commits steps that do not end the game, in one statement (so one transaction): the new
 * state and version, guarded by the version read; the actions appended; and the NOTIFY,
 * which PostgreSQL delivers at commit. "stale" when another writer got there first,
 * "duplicate" when the same client action id was committed concurrently.
 */
export async function commitSteps(db: Db, input: CommitInput): Promise<CommitOutcome> {
  try {
    const committed = await commitGames(db, [input]);
    return committed.has(input.gameId) ? { version: versionAfter(input) } : "stale";
  } catch (error) {
    // unique_violation: (gameId, clientActionId) or (gameId, seq) was taken meanwhile.
    if ((error as { code?: string }).code === "23505") return "duplicate";
    // One statement: refused by the server, none of it was stored; a lost connection leaves it open.
    throw moveNotSaved({ endsGame: false, rolledBack: isStatementError(error), cause: error });
  }
}

/** The game's version once this commit is in. */
export const versionAfter = (input: CommitInput) => input.fromVersion + input.steps.length;

/**
 * The commits of several games (at most one each) in one statement and one transaction:
 * each game's row is written only if it is still at the version its move was planned on,
 * and only written games get their actions and their NOTIFY. Returns the ids written.
 * Everything travels as one JSON document, so no state is encoded twice.
 */
export async function commitGames(db: Db, inputs: readonly CommitInput[]): Promise<Set<string>> {
  const now = Date.now();
  const games = inputs.map((input) => {
    const version = versionAfter(input);
    return {
      id: input.gameId,
      state: input.state,
      version,
      from: input.fromVersion,
      deadline: input.nextDeadline,
      at: now,
      actions: input.steps.map((step, i) => ({
        seq: input.fromVersion + i + 1,
        seat: step.seat,
        clientActionId: step.clientActionId,
        action: step.action,
        at: step.at,
      })),
      // `d`: the game's next deadline, so schedulers arm their timer without a query.
      notice: JSON.stringify({ id: input.gameId, v: version, d: input.nextDeadline }),
    };
  });
  const { rows } = await poolOf(db).query<{ id: string }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS i(id text, state jsonb, version int, "from" int, deadline float8, at float8, actions jsonb, notice text)
     ), updated AS (
       UPDATE game g SET state = i.state, version = i.version, "nextDeadline" = ${UTC("i.deadline")},
         "updatedAt" = ${UTC("i.at")}
       FROM input i
       WHERE g.id = i.id AND g.version = i."from" AND g.status = 'active'
       RETURNING g.id
     ), appended AS (
       INSERT INTO game_action ("gameId", seq, seat, "clientActionId", action, at)
       SELECT u.id, s.seq, s.seat, s."clientActionId", s.action, ${UTC("s.at")}
       FROM updated u JOIN input i ON i.id = u.id,
         jsonb_to_recordset(i.actions) AS s(seq int, seat int, "clientActionId" text, action jsonb, at float8)
     )
     SELECT u.id, pg_notify($2, i.notice) FROM updated u JOIN input i ON i.id = u.id`,
    [JSON.stringify(games), GAME_CHANNEL],
  );
  return new Set(rows.map((r) => r.id));
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
