import { type Db, poolOf } from "../client";
import { GAME_CHANNEL } from "./channel";
import { idRowSchema } from "./rows";

/** One action as the log stores it. */
export type GameStep = {
  readonly seat: number | null;
  readonly clientActionId: string | null;
  readonly action: unknown;
  /** Server time the action counts at (ctx.now when it was applied), epoch ms. */
  readonly at: number;
};

/** Steps applied on top of the version read, with the state and next deadline they lead to. */
export type CommitInput = {
  readonly gameId: string;
  readonly fromVersion: number;
  readonly steps: readonly GameStep[];
  readonly state: unknown;
  /** Epoch ms of when the scheduler must next act on the game, or null. */
  readonly nextDeadline: number | null;
};

export type CommitOutcome = { version: number } | "stale" | "duplicate";

/** The game's version once this commit is in. */
export const versionAfter = (input: CommitInput) => input.fromVersion + input.steps.length;

// Timestamps travel as epoch milliseconds and are stored as UTC, as Prisma stores them.
const UTC = (ms: string) => `(to_timestamp(${ms} / 1000.0) AT TIME ZONE 'UTC')`;

export const COMMIT_GAMES = `WITH input AS (
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
     SELECT u.id, pg_notify($2, i.notice) FROM updated u JOIN input i ON i.id = u.id`;

/**
 * The commits of several games (at most one each) in one statement and one transaction:
 * each game's row is written only if it is still at the version its move was planned on,
 * and only written games get their actions and their NOTIFY. Returns the ids written.
 * Everything travels as one JSON document, so no state is encoded twice. A failure (a
 * client action id taken meanwhile, say) voids the whole statement and is thrown as is.
 */
export async function commitGames(db: Db, inputs: readonly CommitInput[]): Promise<Set<string>> {
  const { rows } = await poolOf(db).query(COMMIT_GAMES, [commitPayload(inputs), GAME_CHANNEL]);
  return new Set(rows.map((r) => idRowSchema.parse(r).id));
}

/** COMMIT_GAMES's first parameter: every game's commit in one JSON document. */
export function commitPayload(inputs: readonly CommitInput[]): string {
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
  return JSON.stringify(games);
}

/**
 * Commits one game's steps that do not end it, in one statement (so one transaction): the
 * new state and version, guarded by the version read; the actions appended; and the
 * NOTIFY, which PostgreSQL delivers at commit. "stale" when another writer got there
 * first, "duplicate" when the same client action id (or seq) was committed concurrently;
 * any other failure is thrown as the driver reported it.
 */
export async function commitGame(db: Db, input: CommitInput): Promise<CommitOutcome> {
  try {
    const committed = await commitGames(db, [input]);
    return committed.has(input.gameId) ? { version: versionAfter(input) } : "stale";
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

/** unique_violation: (gameId, clientActionId) or (gameId, seq) was taken meanwhile. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";
