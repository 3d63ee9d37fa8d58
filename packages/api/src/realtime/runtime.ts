import { randomBytes } from "node:crypto";
import type { Db } from "@wordhall/db";
import { SessionCache } from "../auth/session-cache";
import { DeadlineScheduler } from "../services/games/scheduler";
import { ChangeFeed } from "./change-feed";
import { AUTH_CHANNEL, GAME_CHANNEL, LIVE_CHANNELS } from "./channels";
import { GameFeed } from "./game-feed";
import { PgListener } from "./pg-listener";
import { PresenceTracker } from "./presence";

export type RealtimeOptions = {
  readonly db: Db;
  /** For the dedicated LISTEN connection (one on top of the pool). */
  readonly url: string;
  readonly instance?: string;
  readonly graceMs?: number;
  readonly heartbeatMs?: number;
  readonly sweepMs?: number;
  /** Deadline transactions at once per process (see DeadlineScheduler). */
  readonly schedulerParallel?: number;
  readonly log?: (message: string) => void;
  readonly onDeadlinesApplied?: (gameIds: readonly string[], at: number) => void;
};

/**
 * Everything live in one server process: the LISTEN connection and its emitter, the game
 * message cache, presence and the deadline scheduler. Nothing connects until first use
 * (a subscription) or start() (the scheduler, from the apps' instrumentation).
 */
export class Realtime {
  readonly listener: PgListener;
  readonly changes: ChangeFeed;
  readonly games: GameFeed;
  readonly presence: PresenceTracker;
  readonly scheduler: DeadlineScheduler;
  /** Checked sessions, trusted while this process hears every auth change. */
  readonly sessions: SessionCache;
  private readonly closers = new Set<() => void>();
  private closing = false;
  private unpoke: (() => void) | null = null;

  constructor(readonly options: RealtimeOptions) {
    const instance = options.instance ?? `${process.pid}-${randomBytes(4).toString("hex")}`;
    this.listener = new PgListener({ url: options.url, channels: LIVE_CHANNELS, log: options.log });
    this.changes = new ChangeFeed(this.listener);
    this.games = new GameFeed(options.db);
    this.presence = new PresenceTracker(options.db, this.changes, instance, {
      graceMs: options.graceMs,
      heartbeatMs: options.heartbeatMs,
      log: options.log,
    });
    this.sessions = new SessionCache(() => this.listener.connected && !this.closing);
    this.changes.watchChannel(AUTH_CHANNEL, (notice) => this.sessions.invalidate(notice?.id ?? null));
    this.scheduler = new DeadlineScheduler(options.db, {
      sweepMs: options.sweepMs,
      parallel: options.schedulerParallel,
      log: options.log,
      onApplied: options.onDeadlinesApplied,
    });
  }

  get db(): Db {
    return this.options.db;
  }

  get shuttingDown(): boolean {
    return this.closing;
  }

  /** Live streams open in this process (each registers its shutdown; metrics count them). */
  get subscriptions(): number {
    return this.closers.size;
  }

  /** Starts the scheduler and the listener (which tells it about changed games at once). */
  async start(): Promise<void> {
    if (this.closing) return;
    // A notice that carries the game's next deadline arms the timer directly (a deadline
    // that went away cannot make an earlier one appear); any other makes it look (a query).
    this.unpoke ??= this.changes.watchChannel(GAME_CHANNEL, (notice) => {
      if (notice?.d === undefined) this.scheduler.poke();
      else if (notice.d !== null) this.scheduler.arm(notice.d);
    });
    this.scheduler.start();
    await this.changes.ready();
  }

  /** Subscriptions register how to end themselves, for shutdown. */
  onShutdown(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  /**
   * SIGTERM: every subscription ends with a retryable error (its client reconnects, to
   * another instance or to this one once restarted), presence rows start their grace,
   * and the scheduler and LISTEN connection stop, so the server can exit.
   */
  async stop(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const close of [...this.closers]) close();
    this.unpoke?.();
    await this.scheduler.stop();
    await this.presence.stop();
    await this.listener.stop();
  }
}
