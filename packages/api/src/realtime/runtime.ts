import { randomBytes } from "node:crypto";
import type { Db } from "@wordhall/db";
import { SessionCache } from "../auth/session-cache";
import type { AbsenceOptions } from "../services/absence/absence-options";
import { AbsenceWatch } from "../services/absence/absence-watch";
import { DeadlineScheduler } from "../services/games/scheduler";
import { absenceHost } from "./absence-host";
import { ChangeFeed } from "./change-feed";
import { AUTH_CHANNEL, GAME_CHANNEL, LIVE_CHANNELS } from "./channels";
import { GameFeed } from "./game-feed";
import { LagMeter } from "./lag-meter";
import type { NotificationSource } from "./notification-source";
import { PgListener } from "./pg-listener";
import { PresenceTracker } from "./presence";
import { StreamSlots } from "./stream-slots";

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
  /** Live streams one account may hold open in this process (stream-slots.ts). */
  readonly streamsPerAccount?: number;
  readonly onDeadlinesApplied?: (gameIds: readonly string[], at: number) => void;
  /** Away seats' limits (services/absence); tests shorten them. */
  readonly absence?: AbsenceOptions;
};

/**
 * Everything live in one server process: the LISTEN connection and its emitter, the game
 * message cache, presence and the deadline scheduler. Nothing connects until first use
 * (a subscription) or start() (the scheduler, from the apps' instrumentation).
 */
export class Realtime {
  /** How this process hears of changes (NotificationSource; PostgreSQL's LISTEN today). */
  readonly listener: NotificationSource;
  readonly changes: ChangeFeed;
  readonly games: GameFeed;
  readonly presence: PresenceTracker;
  readonly scheduler: DeadlineScheduler;
  /** Seated players' lag, measured from their streams and echoed in their moves. */
  readonly lag: LagMeter;
  /** Checked sessions, trusted while this process hears every auth change. */
  readonly sessions: SessionCache;
  /** Each account's open live streams, against its limit. */
  readonly streamSlots: StreamSlots;
  /** Marks the seats of watched games away and back as presence changes (SEAT-1). */
  readonly absence: AbsenceWatch;
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
    this.streamSlots = new StreamSlots(options.streamsPerAccount);
    this.absence = new AbsenceWatch(
      options.db,
      absenceHost({ presence: this.presence, changes: this.changes, games: this.games, log: options.log }),
    );
    this.lag = new LagMeter();
    this.sessions = new SessionCache(() => this.listener.connected && !this.closing);
    this.changes.watchChannel(AUTH_CHANNEL, (notice) => this.sessions.invalidate(notice?.id ?? null));
    this.scheduler = new DeadlineScheduler(options.db, {
      sweepMs: options.sweepMs,
      parallel: options.schedulerParallel,
      log: options.log,
      onApplied: options.onDeadlinesApplied,
      lag: this.lag,
      cache: this.games,
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
    this.absence.stop();
    await this.absence.settled();
    await this.scheduler.stop();
    await this.presence.stop();
    await this.listener.stop();
  }
}
