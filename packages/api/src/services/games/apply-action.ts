import type { Db } from "@wordhall/db";
import { type AnyGameModule, gameModule } from "@wordhall/engine";
import { AppError } from "../../errors";
import { fromDbKind } from "./game-kinds";
import { type GameRow, gameRowSchema } from "./game-row";
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
 * version it read. A repeated client action id returns the first result. Deadlines that
 * passed before the action arrived are applied first, exactly as the scheduler would have.
 */
export async function applyPlayerAction(
  db: Db,
  input: { gameId: string; userId: string; clientActionId: string; action: unknown; now?: () => number },
): Promise<ActionOutcome> {
  const clock = input.now ?? Date.now;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The game first, then the id: a copy of this move committed before the game was read is
    // found here, rather than judged again against the state it produced (20 copies at once).
    const { row, seat } = await loadForSeat(db, input.gameId, input.userId);
    const prior = await db.gameAction.findUnique({
      where: { gameId_clientActionId: { gameId: input.gameId, clientActionId: input.clientActionId } },
      select: { seq: true },
    });
    if (prior) return { version: prior.seq, duplicate: true };
    const module = gameModule(fromDbKind(row.kind)) as AnyGameModule;
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

    const written = await writeSteps(db, { module, row, steps, finalState: result.state });
    if (written === "stale" || written === "duplicate") continue;
    return { version: written.version, duplicate: false };
  }
  throw new AppError("CONFLICT", "The game changed while your move was being applied. Please try again.");
}

async function loadForSeat(db: Db, gameId: string, userId: string): Promise<{ row: GameRow; seat: number }> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      kind: true,
      status: true,
      version: true,
      state: true,
      endedReason: true,
      seats: { where: { userId }, select: { seat: true } },
    },
  });
  if (!game) throw new AppError("NOT_FOUND", "That game does not exist.");
  const seat = game.seats[0]?.seat;
  if (seat === undefined) throw new AppError("FORBIDDEN", "You are not playing in this game.");
  if (game.status === "aborted") {
    throw new AppError("CONFLICT", `A moderator ended this game: ${game.endedReason ?? "no reason given"}.`);
  }
  if (game.status !== "active") throw new AppError("CONFLICT", "This game is over.");
  return { row: gameRowSchema.parse(game), seat };
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
