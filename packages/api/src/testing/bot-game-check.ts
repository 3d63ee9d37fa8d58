import { isDeepStrictEqual } from "node:util";
import type { Db } from "@wordhall/db";
import type { AnyGameModule } from "@wordhall/engine";
import { botActionId, planBotMove } from "../services/bots/bot-plan";
import { BotRests } from "../services/bots/bot-rests";
import type { BotRegistry } from "../services/bots/registry";
import { fromDbKind } from "../services/games/game-kinds";
import { gameModule } from "../services/games/game-modules";

// Test support: what a bot game's record says against what the bots and docs/rules/bots.md
// promise. The record is folded with the engine, and every bot move in it is planned again
// from the version before it, as any instance would after a restart.

/** Equal as the database stores them (JSONB keeps no key order and no undefined). */
const sameJson = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

type Replayed = {
  seq: number;
  seat: number | null;
  clientActionId: string | null;
  action: unknown;
  at: number;
  /** The state, version and time the action was applied on. */
  before: { state: unknown; version: number; lastAt: number };
};

/** The game's record folded with the engine: each action with the state it was applied to. */
async function replay(db: Db, gameId: string) {
  const game = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    include: {
      actions: { orderBy: { seq: "asc" } },
      seats: { include: { user: { select: { botLevel: true } } } },
    },
  });
  const kind = fromDbKind(game.kind);
  const module = gameModule(kind) as AnyGameModule;
  const setup = module.setup(module.configSchema.parse(game.config), game.seed, {
    now: game.createdAt.getTime(),
    actor: null,
  });
  if (!setup.ok) throw new Error("setup failed");
  let state: unknown = setup.state;
  let lastAt = game.createdAt.getTime();
  const steps: Replayed[] = [];
  for (const a of game.actions) {
    const at = a.at.getTime();
    const before = { state, version: a.seq - 1, lastAt };
    const applied = module.apply(state, a.action, { now: at, actor: a.seat });
    if (!applied.ok) throw new Error(`action ${a.seq} does not replay: ${applied.error.code}`);
    steps.push({ seq: a.seq, seat: a.seat, clientActionId: a.clientActionId, action: a.action, at, before });
    state = applied.state;
    lastAt = at;
  }
  const roster = {
    seed: game.seed,
    seats: game.seats
      .filter((s) => s.user.botLevel !== null)
      .map((s) => ({ seat: s.seat, userId: s.userId, level: s.user.botLevel as "easy" | "normal" | "hard" })),
  };
  return { game, kind, module, steps, final: state, roster };
}

/**
 * What the record of a game with bots says against what the rules promise; no
 * problems when all holds. `heard`: when each version's NOTIFY was heard (after its commit),
 * for the check that no bot move was sent before its instant.
 */
export async function botGameProblems(
  db: Db,
  gameId: string,
  options: { registry: BotRegistry; heard?: ReadonlyMap<number, number>; botsOnly: boolean },
) {
  const { registry } = options;
  const { game, kind, module, steps, final, roster } = await replay(db, gameId);
  const problems: string[] = [];
  if (game.status !== "finished") problems.push(`status ${game.status}`);
  if (!sameJson(final, game.state)) problems.push("the record does not replay to the state");
  const versions = options.heard ?? new Map<number, number>();
  for (const step of steps) {
    if (step.seat === null) continue;
    const botSeat = roster.seats.find((s) => s.seat === step.seat);
    if (!botSeat) {
      if (options.botsOnly) problems.push(`seq ${step.seq}: a person's move in a bot-only game`);
      continue;
    }
    // BOT-3: the move is the one any instance plans again from the version before it.
    const again = planBotMove({
      gameId,
      kind,
      state: step.before.state,
      version: step.before.version,
      lastAt: step.before.lastAt,
      roster,
      registry,
      rests: new BotRests(),
    });
    const planned = again && {
      seat: again.seat,
      action: again.action,
      at: again.at,
      id: again.clientActionId,
    };
    const logged = { seat: step.seat, action: step.action, at: step.at, id: step.clientActionId };
    if (!sameJson(planned, logged)) {
      // What it followed, so a mismatch can be traced to the step whose time or state differs.
      const prior = steps.find((s) => s.seq === step.seq - 1);
      const after = prior ? `seat ${prior.seat} ${JSON.stringify(prior.action)} at ${prior.at}` : "the start";
      problems.push(
        `seq ${step.seq}: planned ${JSON.stringify(planned)}, logged ${JSON.stringify(logged)}, after ${after}`,
      );
    }
    // BOT-5: its id names its seat and the version it was planned on.
    if (step.clientActionId !== botActionId(step.seat, step.seq - 1)) problems.push(`seq ${step.seq}: id`);
    // BOT-6: no engine deadline strictly before it was left for later.
    const first = module.deadlines(step.before.state)[0];
    if (first && first.at < step.at) problems.push(`seq ${step.seq}: deadline at ${first.at} went after it`);
    // BOT-4: never committed (announced) before its instant, never counted before the version's.
    const committed = versions.get(step.seq);
    if (committed !== undefined && committed < step.at)
      problems.push(`seq ${step.seq}: committed ${step.at - committed} ms before its instant`);
    if (step.at < step.before.lastAt) problems.push(`seq ${step.seq}: counts before the version it follows`);
  }
  return { problems, steps, versions };
}
