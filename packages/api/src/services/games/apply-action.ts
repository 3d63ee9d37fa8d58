import type { Db } from "@wordhall/db";
import { type AnyGameModule, type GameKind, gameModule } from "@wordhall/engine";
import type { Role } from "../../auth/roles";
import { AppError } from "../../errors";
import { gameNotFound, requireVisibleGame } from "../access/visibility";
import { commitSteps, readForAction } from "./action-sql";
import { fromDbKind } from "./game-kinds";
import { earliestDeadline, gameRowSchema } from "./game-row";
import { type Step, writeSteps } from "./write-steps";

export type ActionOutcome = {
  /** The game's version after the action: the client's last-seen marker. */
  readonly version: number;
  /** True when this client action id had already been applied; nothing was applied again. */
  readonly duplicate: boolean;
};

const MAX_ATTEMPTS = 5;

/**
 * Applies one seat's action: load, check the seat, run the engine, and commit the new state,
 * the version + 1 and the appended action in one transaction that succeeds only against the
 * version it read. A repeated client action id returns the first result (even once the game
 * is over, so a retried last move is acknowledged rather than refused). Deadlines that
 * passed before the action arrived are applied first, exactly as the scheduler would have.
 */
export async function applyPlayerAction(
  db: Db,
  input: {
    gameId: string;
    userId: string;
    /** The caller's role: a moderator may see any game, so is told they hold no seat in it. */
    role?: Role;
    clientActionId: string;
    action: unknown;
    /** The game the procedure is for: both games have a "pass"; one must never be read as the other's. */
    kind?: GameKind;
    now?: () => number;
  },
): Promise<ActionOutcome> {
  const clock = input.now ?? Date.now;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const read = await readForAction(db, input);
    if (!read) throw gameNotFound();
    const row = gameRowSchema.parse({ id: input.gameId, ...read });
    const seat = read.seat;
    // Before anything else is said about the game: someone who may not see it learns nothing.
    if (seat === null)
      await requireVisibleGame(db, { id: input.userId, role: input.role ?? "player" }, row.id);
    const kind = fromDbKind(row.kind);
    if (input.kind && kind !== input.kind) {
      throw new AppError("BAD_REQUEST", "That move belongs to another game than this one.");
    }
    if (seat === null) throw new AppError("FORBIDDEN", "You are not playing in this game.");
    // Before the status: a retry of the move that ended the game gets its acknowledgement.
    if (read.prior !== null) return { version: read.prior, duplicate: true };
    if (row.status === "aborted") {
      const reason = read.endedReason ?? "no reason given";
      // The reason is a moderator's sentence; don't add a second full stop.
      throw new AppError(
        "CONFLICT",
        `A moderator ended this game: ${reason}${/[.!?]$/.test(reason) ? "" : "."}`,
      );
    }
    if (row.status !== "active") throw new AppError("CONFLICT", "This game is over.");
    const module = gameModule(kind) as AnyGameModule;
    const parsed = module.actionSchema.safeParse(input.action);
    if (!parsed.success) {
      throw new AppError(
        "BAD_REQUEST",
        `That action is not valid: ${parsed.error.issues.map((i) => i.message).join("; ")}`,
      );
    }

    const now = clock();
    const due = dueDeadlineSteps(module, row.state, now);
    const result = module.apply(due.state, parsed.data, { now, actor: seat });
    if (!result.ok) throw new AppError("BAD_REQUEST", result.error.message, result.error.code);
    const steps: Step[] = [
      ...due.steps,
      { seat, clientActionId: input.clientActionId, action: parsed.data, at: now },
    ];

    // A move that ends the game also writes results and ratings: that takes a transaction.
    const written =
      module.result(result.state) === null
        ? await commitSteps(db, {
            gameId: row.id,
            fromVersion: row.version,
            steps,
            state: result.state,
            nextDeadline: earliestDeadline(module, result.state)?.getTime() ?? null,
          })
        : await writeSteps(db, { module, row, steps, finalState: result.state });
    if (written === "stale" || written === "duplicate") continue;
    return { version: written.version, duplicate: false };
  }
  throw new AppError("CONFLICT", "The game changed while your move was being applied. Please try again.");
}

/** Every deadline at or before `now`, applied in order with its own moment as the time. */
export function dueDeadlineSteps(
  module: AnyGameModule,
  state: unknown,
  now: number,
): { state: unknown; steps: Step[] } {
  const steps: Step[] = [];
  let current = state;
  // A deadline's action always changes what is pending; the bound guards against a bug looping.
  for (let i = 0; i < 1000; i++) {
    const next = module.deadlines(current)[0];
    if (!next || next.at > now) break;
    const applied = module.apply(current, next.action, { now: next.at, actor: null });
    if (!applied.ok) break;
    current = applied.state;
    steps.push({ seat: null, clientActionId: null, action: next.action, at: next.at });
  }
  return { state: current, steps };
}
