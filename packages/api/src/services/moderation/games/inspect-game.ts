import type { Db } from "@wordhall/db";
import type { BuywordView, GameKind, OmwView } from "@wordhall/engine";
import { AppError } from "../../../errors";
import { dayClosed, dayFromDate } from "../../daily/daily-day";
import { fromDbKind } from "../../games/game-kinds";
import { gameModule } from "../../games/game-modules";
import { foldHistory } from "../../records/event-history";
import { storedRoomConfigSchema } from "../../rooms/room-settings";
import type { Player } from "./live-games";

export type ModeratorAction = {
  readonly seq: number;
  readonly seat: number | null;
  /** The action's type, and while the game runs only the fields every spectator sees anyway. */
  readonly action: { readonly type: string } & Readonly<Record<string, unknown>>;
  readonly at: string;
  /**
   * What the action did, as a spectator's events (the engine's eventsFor with no seat): what
   * the table's log says, so the page can say it in the same sentences. Never a secret.
   */
  readonly events: readonly unknown[];
};

export type GameForModerator = {
  readonly gameId: string;
  readonly kind: GameKind;
  readonly status: "active" | "finished" | "aborted";
  readonly engineVersion: string;
  readonly version: number;
  readonly startedAt: string;
  readonly lastMoveAt: string;
  readonly finishedAt: string | null;
  readonly endedReason: string | null;
  /** The game's phase ("playing", "auction", …) and whose move it is (the bag holder, the turn). */
  readonly phase: string;
  readonly acting: number | null;
  /** A server timer is pending; when it fires is never said while the game runs. */
  readonly timerPending: boolean;
  readonly config: unknown;
  /** The game as a spectator sees it (the engine's view for no seat): all staff get while it runs. */
  readonly view: OmwView | BuywordView;
  /**
   * Only once the game is over (null while it runs): the whole server-side state, bag and
   * generator included, and the seed, with which the rest of a game could be foreseen.
   */
  readonly revealed: { readonly state: unknown; readonly seed: string } | null;
  readonly players: readonly Player[];
  readonly room: {
    readonly id: string;
    readonly name: string;
    readonly code: string;
    readonly visibility: string;
    /**
     * The room's own options beside the game's settings (judging hints, table mode), as the
     * room holds them now; null when the room's stored settings can't be read.
     */
    readonly options: { readonly judgingHints: boolean; readonly tableMode: boolean } | null;
  } | null;
  readonly recentActions: readonly ModeratorAction[];
  readonly actionCount: number;
  readonly results: readonly {
    readonly seat: number;
    readonly userId: string;
    readonly rank: number;
    readonly score: number;
  }[];
};

const RECENT_ACTIONS = 50;

/**
 * One game for staff. While it runs, a moderator sees what a spectator does (the engine's
 * view, built from its allow-list) and what moderating needs: phase, whose move, versions,
 * timings, whether a timer is pending, the action log's public fields. Never the bag, the
 * token supply, the generator or a deadline: a moderator may be seated in this very game, or
 * talk to someone who is. Once the game is over, its whole state and seed, for disputes (a
 * Daily's once its day is over too).
 */
export async function gameForModerator(db: Db, gameId: string): Promise<GameForModerator> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    include: {
      seats: {
        orderBy: { seat: "asc" },
        select: { seat: true, userId: true, user: { select: { name: true } } },
      },
      room: { select: { id: true, name: true, code: true, visibility: true, config: true } },
      // All of them, oldest first: the events of the recent ones come from folding the log.
      actions: { orderBy: { seq: "asc" }, select: { seq: true, seat: true, action: true, at: true } },
      results: { orderBy: { seat: "asc" }, select: { seat: true, userId: true, rank: true, score: true } },
      _count: { select: { actions: true } },
      daily: { select: { day: true } },
    },
  });
  if (!game) throw new AppError("NOT_FOUND", "That game does not exist.");
  const kind = fromDbKind(game.kind);
  const module = gameModule(kind);
  if (!module) throw new AppError("NOT_FOUND", "That game does not exist.");
  const running = game.status === "active";
  // A finished Daily's seed is still the day's, which others may not have played yet (docs/daily.md).
  const dailyOpen = game.daily !== null && !dayClosed(dayFromDate(game.daily.day), Date.now());
  const view = module.view(game.state, null) as OmwView | BuywordView;
  const recent = game.actions.slice(-RECENT_ACTIONS);
  const history = foldHistory(
    module,
    { config: game.config, seed: game.seed, createdAt: game.createdAt.getTime() },
    game.actions.map((a) => ({ seq: a.seq, at: a.at.getTime(), seat: a.seat, action: a.action })),
    null,
    RECENT_ACTIONS,
  );
  const eventsAt = new Map(history.map((h) => [h.version, h.events]));
  const settings = game.room ? storedRoomConfigSchema.safeParse(game.room.config) : null;
  return {
    gameId: game.id,
    kind,
    status: game.status,
    engineVersion: game.engineVersion,
    version: game.version,
    startedAt: game.createdAt.toISOString(),
    lastMoveAt: game.updatedAt.toISOString(),
    finishedAt: game.finishedAt?.toISOString() ?? null,
    endedReason: game.endedReason,
    ...turnOf(view),
    timerPending: running && game.nextDeadline !== null,
    config: game.config,
    view,
    revealed: running || dailyOpen ? null : { state: game.state, seed: game.seed },
    players: game.seats.map((s) => ({ seat: s.seat, userId: s.userId, name: s.user.name })),
    room: game.room
      ? {
          id: game.room.id,
          name: game.room.name,
          code: game.room.code,
          visibility: game.room.visibility,
          options: settings?.success ? settings.data.options : null,
        }
      : null,
    recentActions: recent.map((a) => ({
      seq: a.seq,
      seat: a.seat,
      action: running ? publicAction(kind, a.action) : fullAction(a.action),
      at: a.at.toISOString(),
      events: eventsAt.get(a.seq) ?? [],
    })),
    actionCount: game._count.actions,
    results: game.results,
  };
}

function turnOf(view: OmwView | BuywordView): { phase: string; acting: number | null } {
  if (view.game === "oh-my-word") return { phase: view.phase, acting: view.holder };
  const phase = view.phase;
  return { phase: phase.kind, acting: "turn" in phase ? phase.turn : null };
}

/**
 * The fields of each action that every spectator learns anyway (through the view or the
 * events), by kind and type; any other field, and any type not listed, keeps only its type.
 * BuyWord's sale votes are left out: how a seat voted stays secret until the sale is settled.
 */
const PUBLIC_FIELDS: Record<GameKind, Readonly<Record<string, readonly string[]>>> = {
  "oh-my-word": {
    "choose-category": ["category"],
    claim: ["category", "term"],
    challenge: ["claim"],
    vote: ["claim", "accept"],
    leave: ["seat"],
    "close-challenge": ["claim"],
  },
  buyword: {
    choose: ["count"],
    draftPick: ["tile"],
    offerTrade: ["to", "money"],
    acceptTrade: ["from"],
    declineTrade: ["from"],
    withdrawTrade: ["to"],
    bid: ["amount"],
    sell: ["tiles", "wildAs", "at"],
    endTurn: ["discard"],
    timeout: ["step"],
  },
};

function publicAction(kind: GameKind, stored: unknown): ModeratorAction["action"] {
  const action = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const type = typeof action.type === "string" ? action.type : "unknown";
  const shown: Record<string, unknown> = { type };
  const fields = PUBLIC_FIELDS[kind];
  for (const field of Object.hasOwn(fields, type) ? (fields[type] ?? []) : [])
    if (Object.hasOwn(action, field)) shown[field] = action[field];
  return shown as ModeratorAction["action"];
}

function fullAction(stored: unknown): ModeratorAction["action"] {
  const action = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  return { ...action, type: typeof action.type === "string" ? action.type : "unknown" };
}
