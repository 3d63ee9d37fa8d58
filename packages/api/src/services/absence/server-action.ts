import type { Db } from "@wordhall/db";
import type { AnyGameModule, GameKind } from "@wordhall/engine";
import { planBotMove } from "../bots/bot-plan";
import { deadlineStepsBefore } from "../games/due-deadlines";
import { fromDbKind } from "../games/game-kinds";
import { gameModule } from "../games/game-modules";
import { gameRowSchema } from "../games/game-row";
import { writeSteps } from "../games/write-steps";
import { withStandIns } from "./stand-ins";

/** What the server's own action led to: committed, refused by the rules, or nothing to act on. */
export type ServerActionOutcome =
  | { readonly ok: true; readonly version: number; readonly over: boolean }
  | { readonly ok: false; readonly code: string; readonly message: string }
  | { readonly ok: false; readonly code: "not-active"; readonly message: string };

/** The game as a server action sees it before deciding what to send. */
export type GameAtHand = {
  readonly kind: GameKind;
  readonly module: AnyGameModule;
  readonly state: unknown;
  readonly version: number;
};

const MAX_ATTEMPTS = 5;

/**
 * Applies an action the server sends on its own (actor null): the marks of absence and the
 * others' requests about an away seat. As for a player's move, deadlines that fell before it
 * go first, it is stamped no earlier than the game's last action, and the write is guarded
 * by the version read, so two instances sending the same mark at once apply it once (the
 * second finds the mark made and the rules refuse it). `build` sees the game as it is and
 * names the action, or null when there is nothing to send any more.
 */
export async function applyServerAction(
  db: Db,
  input: {
    gameId: string;
    now: number;
    build: (game: GameAtHand) => unknown | null;
  },
): Promise<ServerActionOutcome | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await db.game.findUnique({
      where: { id: input.gameId },
      select: {
        id: true,
        kind: true,
        status: true,
        version: true,
        state: true,
        createdAt: true,
        seed: true,
        actions: { select: { at: true }, orderBy: { seq: "desc" }, take: 1 },
        seats: { select: { seat: true, userId: true, user: { select: { botLevel: true } } } },
      },
    });
    if (!stored) return null;
    if (stored.status !== "active") return { ok: false, code: "not-active", message: "This game is over." };
    const row = gameRowSchema.parse(stored);
    const kind = fromDbKind(row.kind);
    const module = gameModule(kind) as AnyGameModule;
    const lastAt = (stored.actions[0]?.at ?? stored.createdAt).getTime();
    const at = Math.max(input.now, lastAt);
    const due = deadlineStepsBefore(module, row.state, at);
    const action = input.build({ kind, module, state: due.state, version: row.version + due.steps.length });
    if (action === null) return null;
    const applied = module.apply(due.state, action, { now: at, actor: null });
    if (!applied.ok) return { ok: false, code: applied.error.code, message: applied.error.message };
    const steps = [...due.steps, { seat: null, clientActionId: null, action, at }];
    // The stored next deadline includes the bots' next move (a stand-in's once it starts), as
    // every other write's does (docs/bots.md).
    const bots = stored.seats.flatMap((s) =>
      s.user.botLevel ? [{ seat: s.seat, userId: s.userId, level: s.user.botLevel }] : [],
    );
    const roster = withStandIns({ seed: stored.seed, seats: bots }, module, applied.state, stored.seats);
    const bot = planBotMove({
      gameId: row.id,
      kind,
      state: applied.state,
      version: row.version + steps.length,
      lastAt: at,
      roster,
    });
    const written = await writeSteps(db, {
      module,
      row,
      steps,
      finalState: applied.state,
      botAt: bot?.at ?? null,
    });
    if (written === "stale" || written === "duplicate") continue;
    return { ok: true, version: written.version, over: module.result(applied.state) !== null };
  }
  return {
    ok: false,
    code: "busy",
    message: "The game changed while this was being done. Please try again.",
  };
}
