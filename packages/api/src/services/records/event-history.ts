import type { Db } from "@wordhall/db";
import type { AnyGameModule } from "@wordhall/engine";
import { fromDbKind } from "../games/game-kinds";
import { gameModule } from "../games/game-modules";
import { gameForViewer, type Viewer } from "./game-access";

/** What happened at one version, as one seat (or a spectator) may see it. */
export type HistoryEntry = {
  readonly version: number;
  /** Epoch ms the action counts at (the game's start for version 0). */
  readonly at: number;
  /** Who acted: a seat, or null for the server (deadlines) and the setup. */
  readonly seat: number | null;
  readonly events: readonly unknown[];
};

export type EventHistory = {
  /** The version the history reaches: the game's version when it was read. */
  readonly version: number;
  /** The latest entries, oldest first. */
  readonly entries: readonly HistoryEntry[];
};

/** As many versions as the live log keeps, so a reload shows what a player who stayed sees. */
export const HISTORY_LIMIT = 100;

type StoredAction = {
  readonly seq: number;
  readonly at: number;
  readonly seat: number | null;
  readonly action: unknown;
};

/**
 * The game's action log folded over its setup, each step's events passed through the
 * engine's own per-seat filter (`eventsFor`), so the history holds exactly what that viewer
 * would have received live: never a secret (another seat's token, a hidden tile). Pure.
 */
export function foldHistory(
  module: AnyGameModule,
  record: { readonly config: unknown; readonly seed: string; readonly createdAt: number },
  actions: readonly StoredAction[],
  seat: number | null,
  limit = HISTORY_LIMIT,
): HistoryEntry[] {
  const config = module.configSchema.safeParse(record.config);
  if (!config.success) return [];
  const setup = module.setup(config.data, record.seed, { now: record.createdAt, actor: null });
  if (!setup.ok) return [];
  const entries: HistoryEntry[] = [
    { version: 0, at: record.createdAt, seat: null, events: module.eventsFor(setup.events, seat) },
  ];
  let state = setup.state;
  for (const a of actions) {
    const applied = module.apply(state, a.action, { now: a.at, actor: a.seat });
    // Replay is deterministic; a refusal would mean a foreign record: stop where it breaks.
    if (!applied.ok) break;
    state = applied.state;
    entries.push({ version: a.seq, at: a.at, seat: a.seat, events: module.eventsFor(applied.events, seat) });
  }
  return entries.slice(-limit);
}

/**
 * The game's history for whoever asks: their seat's events if they play, a spectator's
 * otherwise, for everyone who may see the game at all (the same rule as games.view). What
 * a table shows under "What happened" after a reload, or to someone who came in mid-game.
 */
export async function gameEventHistory(
  db: Db,
  viewer: Viewer,
  gameId: string,
  /** "spectator": a spectator's history whoever asks (a room's table display). */
  as?: "spectator",
): Promise<EventHistory> {
  const { seat: seated } = await gameForViewer(db, viewer, gameId);
  const seat = as === "spectator" ? null : seated;
  const game = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: {
      kind: true,
      version: true,
      config: true,
      seed: true,
      createdAt: true,
      actions: { select: { seq: true, at: true, seat: true, action: true }, orderBy: { seq: "asc" } },
    },
  });
  const module = gameModule(fromDbKind(game.kind));
  if (!module) return { version: game.version, entries: [] };
  const entries = foldHistory(
    module,
    { config: game.config, seed: game.seed, createdAt: game.createdAt.getTime() },
    game.actions.map((a) => ({ seq: a.seq, at: a.at.getTime(), seat: a.seat, action: a.action })),
    seat,
  );
  return { version: game.version, entries };
}
