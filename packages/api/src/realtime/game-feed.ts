import type { Db } from "@wordhall/db";
import { actionsAfter, readFeedGame, readGameState } from "@wordhall/db/game-store";
import type { AnyGameModule, GameKind, OmwView } from "@wordhall/engine";
import { withStandIns } from "../services/absence/stand-ins";
import type { BotRoster } from "../services/bots/bot-plan";
import { fromDbKind } from "../services/games/game-kinds";
import { gameModule } from "../services/games/game-modules";
import { type HintCache, serverHintKnowledge, withJudgingHints } from "../services/games/judging-hints";
import type { CachedGame, CommittedStep, LiveGameCache } from "../services/games/live-cache";
import { readRoomOptions } from "../services/rooms/read-room";
import type { LiveGameMessage, LiveSeat, Serialized } from "./live-message";
import { diffViews } from "./view-patch";

/** Versions whose states stay in memory per game, so resumes and patches need no replay. */
const WINDOW = 32;
/** Versions whose per-seat views stay in memory: the newest, and the one before it. */
const VIEW_VERSIONS = 2;
/** A client further behind than this gets a snapshot instead of every step. */
export const MAX_CATCH_UP = 50;
/** Games kept in memory with nobody watching, least recently used first out. */
const IDLE_GAMES = 200;

type Seat = number | null;

/** A message serialised once, and whether the game is over at its version. */
export type Built = {
  readonly version: number;
  readonly data: Serialized<LiveGameMessage>;
  readonly over: boolean;
};

type Entry = {
  readonly id: string;
  readonly kind: GameKind;
  readonly roomId: string | null;
  readonly module: AnyGameModule;
  readonly seats: readonly LiveSeat[];
  readonly bots: BotRoster;
  readonly record: { config: unknown; seed: string; createdAt: number };
  version: number;
  /** Epoch ms the action that made `version` counts at. */
  lastAt: number;
  states: Map<number, unknown>;
  /** The engine's events of the step that led to each version (server-only, unfiltered). */
  events: Map<number, readonly unknown[]>;
  /** Epoch ms each version's action counts at (sent with its step: the client's clock offset). */
  ats: Map<number, number>;
  /** By version, then by seat ("s" for spectators). */
  views: Map<number, Map<string, unknown>>;
  /**
   * Oh My Word with the room's judging hints on: each challenged claim's hint, worked out
   * once; null when the game gives none (BuyWord, or a room that turned them off).
   */
  readonly hints: HintCache | null;
  /** By version, then by message key (a snapshot's starts with "s"). */
  messages: Map<number, Map<string, Built>>;
  refreshing: Promise<void> | null;
  /** This process's writes to the game under way (see writing). */
  writes: Set<Promise<void>>;
  watchers: number;
};

export class GameNotFound extends Error {}

/**
 * Per-process cache of live games: recent states rebuilt from the action log, and every
 * message built and serialised once per (game, version, seat or spectator), however many
 * subscribers share it. Only view() and eventsFor() output ever reaches a message.
 */
export class GameFeed implements LiveGameCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();

  constructor(private readonly db: Db) {}

  /** Holds a game in memory while someone watches it; call the result to let go. */
  async acquire(gameId: string): Promise<() => void> {
    const entry = await this.entry(gameId);
    entry.watchers++;
    return () => {
      entry.watchers--;
      this.evictIdle();
    };
  }

  /**
   * Catches up with the database (reads only actions it has not applied yet). With
   * `atLeast` (the version a notification announced), nothing is read when the cache
   * already has it: one query per version, not one per subscriber.
   */
  async refresh(gameId: string, atLeast?: number): Promise<number> {
    const entry = await this.entry(gameId);
    if (atLeast !== undefined && entry.version < atLeast && entry.writes.size > 0) {
      await Promise.all(entry.writes);
    }
    // A read already under way may have started before the commit we were told of; the
    // second round's read (ours or another caller's) started after this call.
    for (let round = 0; round < 2; round++) {
      if (atLeast !== undefined && entry.version >= atLeast) break;
      const joined = entry.refreshing !== null;
      entry.refreshing ??= this.catchUp(entry).finally(() => {
        entry.refreshing = null;
      });
      await entry.refreshing;
      if (!joined) break;
    }
    return entry.version;
  }

  /** The newest state held of a game, for a move that needs no read (see LiveGameCache). */
  latest(gameId: string): CachedGame | undefined {
    const entry = this.entries.get(gameId);
    const state = entry?.states.get(entry.version);
    if (!entry || state === undefined) return undefined;
    return {
      kind: entry.kind,
      version: entry.version,
      state,
      lastAt: entry.lastAt,
      seatOf: (userId) => entry.seats.find((s) => s.userId === userId)?.seat ?? null,
      // The roster as of this state: a stand-in comes and goes with its seat's away mark.
      bots: withStandIns(entry.bots, entry.module, state, entry.seats),
    };
  }

  /**
   * A write this process is sending. Its notification may arrive before its reply, so a
   * refresh for a version not yet here waits for the writes under way before it reads;
   * the steps a write committed are taken as they are (when the game is still at the
   * version they were applied to), so that refresh usually has nothing left to read.
   */
  writing(gameId: string, fromVersion: number): (committed: readonly CommittedStep[] | null) => void {
    const entry = this.entries.get(gameId);
    if (!entry) return () => undefined;
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    entry.writes.add(settled);
    return (committed) => {
      entry.writes.delete(settled);
      if (committed && entry.version === fromVersion) {
        for (const step of committed) {
          entry.states.set(step.version, step.state);
          entry.events.set(step.version, step.events);
          entry.ats.set(step.version, step.at);
          entry.version = step.version;
          entry.lastAt = step.at;
        }
        this.trim(entry, WINDOW);
      }
      settle();
    };
  }

  version(gameId: string): number | undefined {
    return this.entries.get(gameId)?.version;
  }

  seats(gameId: string): readonly LiveSeat[] {
    return this.entries.get(gameId)?.seats ?? [];
  }

  /** Epoch ms the game was created, while it is held here. */
  startedAt(gameId: string): number | undefined {
    return this.entries.get(gameId)?.record.createdAt;
  }

  snapshot(gameId: string, seat: Seat): Built {
    const entry = this.must(gameId);
    const v = entry.version;
    return this.cached(entry, v, `s${seat}`, () => this.buildSnapshot(entry, v, seat));
  }

  /**
   * The step messages after version `from` up to the current one, or null when they cannot
   * be given (too far behind, or from a version this game never had): send a snapshot.
   */
  async stepsAfter(gameId: string, seat: Seat, from: number): Promise<Built[] | null> {
    const entry = this.must(gameId);
    const to = entry.version;
    if (from > to || from < 0 || to - from > MAX_CATCH_UP) return null;
    if (!entry.states.has(from)) await this.replayFrom(entry, from);
    const steps: Built[] = [];
    for (let v = from + 1; v <= to; v++) {
      if (!entry.states.has(v - 1) || !entry.states.has(v) || !entry.events.has(v)) return null;
      steps.push(this.cached(entry, v, String(seat), () => this.buildStep(entry, v, seat)));
    }
    return steps;
  }

  private buildSnapshot(entry: Entry, v: number, seat: Seat): LiveGameMessage {
    const state = entry.states.get(v);
    return {
      type: "snapshot",
      gameId: entry.id,
      kind: entry.kind,
      roomId: entry.roomId,
      version: v,
      seat,
      seats: entry.seats,
      over: entry.module.result(state) !== null,
      view: this.view(entry, v, seat),
    };
  }

  private buildStep(entry: Entry, v: number, seat: Seat): LiveGameMessage {
    return {
      type: "step",
      version: v,
      events: entry.module.eventsFor(entry.events.get(v) ?? [], seat),
      patch: diffViews(this.view(entry, v - 1, seat), this.view(entry, v, seat)),
      ...(entry.ats.has(v) ? { at: entry.ats.get(v) } : {}),
      over: entry.module.result(entry.states.get(v)) !== null,
    };
  }

  private view(entry: Entry, v: number, seat: Seat): unknown {
    const views = atVersion(entry.views, v);
    const key = String(seat);
    if (!views.has(key)) {
      const view = entry.module.view(entry.states.get(v), seat);
      views.set(key, entry.hints === null ? view : withJudgingHints(view as OmwView, entry.hints));
    }
    return views.get(key);
  }

  private cached(entry: Entry, version: number, key: string, build: () => LiveGameMessage): Built {
    const messages = atVersion(entry.messages, version);
    let built = messages.get(key);
    if (built === undefined) {
      const message = build();
      const over = "over" in message && message.over;
      built = { version, data: JSON.stringify(message), over };
      messages.set(key, built);
    }
    return built;
  }

  private must(gameId: string): Entry {
    const entry = this.entries.get(gameId);
    if (!entry) throw new GameNotFound(gameId);
    return entry;
  }

  private async entry(gameId: string): Promise<Entry> {
    const known = this.entries.get(gameId);
    if (known) {
      // Most recently used last, so eviction takes the oldest first.
      this.entries.delete(gameId);
      this.entries.set(gameId, known);
      return known;
    }
    let loading = this.loading.get(gameId);
    if (!loading) {
      loading = this.load(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, loading);
    }
    const entry = await loading;
    this.entries.set(gameId, entry);
    this.evictIdle();
    return entry;
  }

  private async load(gameId: string): Promise<Entry> {
    const row = await readFeedGame(this.db, gameId);
    if (!row) throw new GameNotFound(gameId);
    const kind = fromDbKind(row.kind);
    const module = gameModule(kind) as AnyGameModule;
    // Hints are a room's option: a game made outside any room (tests, benches) gives none.
    const hintsOn =
      kind === "oh-my-word" &&
      row.roomId !== null &&
      (await readRoomOptions(this.db, row.roomId)).judgingHints;
    // Read WordNet now, as someone starts watching, rather than at the first challenge.
    if (hintsOn) serverHintKnowledge();
    return {
      id: row.id,
      kind,
      roomId: row.roomId,
      module,
      seats: row.seats,
      bots: {
        seed: row.seed,
        seats: row.seats.flatMap((s) => (s.bot ? [{ seat: s.seat, userId: s.userId, level: s.bot }] : [])),
      },
      record: { config: row.config, seed: row.seed, createdAt: row.createdAt },
      version: row.version,
      lastAt: row.lastAt,
      states: new Map([[row.version, row.state]]),
      events: new Map(),
      ats: new Map(),
      views: new Map(),
      messages: new Map(),
      hints: hintsOn ? new Map() : null,
      refreshing: null,
      writes: new Set(),
      watchers: 0,
    };
  }

  private async catchUp(entry: Entry): Promise<void> {
    const actions = await actionsAfter(this.db, entry.id, { after: entry.version });
    for (const a of actions) {
      // Already here: this process committed it (see writing) while the read was out.
      if (a.seq <= entry.version) continue;
      const state = entry.states.get(entry.version);
      const applied =
        a.seq === entry.version + 1 && state !== undefined
          ? entry.module.apply(state, a.action, { now: a.at, actor: a.seat })
          : null;
      if (!applied?.ok) {
        // Never expected (replay is deterministic); start again from the stored state.
        await this.reload(entry);
        return;
      }
      entry.version = a.seq;
      entry.lastAt = a.at;
      entry.states.set(a.seq, applied.state);
      entry.events.set(a.seq, applied.events);
      entry.ats.set(a.seq, a.at);
    }
    this.trim(entry, WINDOW);
  }

  private async reload(entry: Entry): Promise<void> {
    const row = await readGameState(this.db, entry.id);
    entry.version = row.version;
    entry.lastAt = row.lastAt;
    entry.states = new Map([[row.version, row.state]]);
    entry.events = new Map();
    entry.ats = new Map();
    entry.views = new Map();
    entry.messages = new Map();
  }

  /** Rebuilds older states from the record: setup from (config, seed), then the actions. */
  private async replayFrom(entry: Entry, from: number): Promise<void> {
    const actions = await actionsAfter(this.db, entry.id, { after: 0, upTo: entry.version });
    const { module, record } = entry;
    const config = module.configSchema.safeParse(record.config);
    if (!config.success) return;
    const setup = module.setup(config.data, record.seed, { now: record.createdAt, actor: null });
    if (!setup.ok) return;
    let state = setup.state;
    for (const a of actions) {
      const applied = module.apply(state, a.action, { now: a.at, actor: a.seat });
      if (!applied.ok) return;
      state = applied.state;
      if (a.seq >= from && !entry.states.has(a.seq)) entry.states.set(a.seq, state);
      if (a.seq > from && !entry.events.has(a.seq)) entry.events.set(a.seq, applied.events);
      if (a.seq > from && !entry.ats.has(a.seq)) entry.ats.set(a.seq, a.at);
    }
    if (from === 0 && !entry.states.has(0)) entry.states.set(0, setup.state);
  }

  private trim(entry: Entry, keep: number) {
    const oldest = entry.version - keep;
    for (const map of [entry.states, entry.events, entry.ats, entry.messages]) {
      for (const v of map.keys()) if (v < oldest) map.delete(v);
    }
    // A view is needed only to diff the next step against, and is rebuilt from its state
    // for a rare late reader. Views are most of what the window holds (states share their
    // structure), so keeping 32 versions of them filled the old generation for nothing.
    const oldestView = entry.version - (VIEW_VERSIONS - 1);
    for (const v of entry.views.keys()) if (v < oldestView) entry.views.delete(v);
  }

  private evictIdle() {
    let idle = 0;
    for (const entry of this.entries.values()) if (entry.watchers === 0) idle++;
    for (const [id, entry] of this.entries) {
      if (idle <= IDLE_GAMES) break;
      if (entry.watchers > 0) continue;
      this.entries.delete(id);
      idle--;
    }
  }
}

/** The inner map of one version, made on first use. */
function atVersion<T>(byVersion: Map<number, Map<string, T>>, version: number): Map<string, T> {
  let inner = byVersion.get(version);
  if (!inner) {
    inner = new Map();
    byVersion.set(version, inner);
  }
  return inner;
}
