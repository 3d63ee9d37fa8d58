import type { Db } from "@wordhall/db";
import { earliestStoredDeadline } from "@wordhall/db/game-store";
import { applyDueDeadlines, DeadlineFailed } from "./deadlines";
import type { LagSource } from "./lag-source";
import type { LiveGameCache } from "./live-cache";

const RETRY_MS = 50;
/** A game whose deadlines fail waits this long before its next try, doubling to the cap. */
const FIRST_BACKOFF_MS = 200;
const MAX_BACKOFF_MS = 30_000;

export type SchedulerOptions = {
  /** The safety net: how often the earliest deadline is read back from the database. */
  readonly sweepMs?: number;
  readonly now?: () => number;
  readonly log?: (message: string) => void;
  /** Transactions applying deadlines at once (each takes a pooled connection). */
  readonly parallel?: number;
  /** Called after each run that advanced games (metrics, tests). */
  readonly onApplied?: (gameIds: readonly string[], at: number) => void;
  /** This process's lag meter: games whose players' lag it measured wait their grace. */
  readonly lag?: LagSource;
  /** This process's live game cache: a bot's move on a game watched here skips the read. */
  readonly cache?: LiveGameCache;
};

/**
 * The server clock of one process. It keeps one in-memory timer armed for the earliest
 * deadline it knows of (a bot's next move is one: docs/bots.md) and, when it fires, lets
 * applyDueDeadlines claim the due games with FOR UPDATE SKIP LOCKED, so several instances
 * firing together still apply each expiry exactly once. Deadlines are learnt from a periodic read of the earliest stored
 * `nextDeadline` (which also covers restarts: overdue games are applied at once) and
 * from `poke()`, which the process calls when a game changed (a NOTIFY).
 */
export class DeadlineScheduler {
  private timer: NodeJS.Timeout | null = null;
  private armedFor: number | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private pokeTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private lastRun = Number.NEGATIVE_INFINITY;
  private stopped = true;
  private readonly now: () => number;
  private readonly parallel: number;
  /**
   * Games whose deadlines failed (a bug, a bad row): each waits longer before its next
   * try, and the others' expiries go on meanwhile instead of queueing behind it.
   */
  private readonly failing = new Map<string, { failures: number; until: number; wait: number }>();

  constructor(
    private readonly db: Db,
    private readonly options: SchedulerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.parallel = options.parallel ?? 3;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs ?? 1_000);
    this.sweeper.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of [this.timer, this.pokeTimer]) if (t) clearTimeout(t);
    if (this.sweeper) clearInterval(this.sweeper);
    this.timer = this.pokeTimer = this.sweeper = null;
    this.armedFor = null;
    await this.running;
  }

  /** Some game changed: look for a new earliest deadline soon (coalesced, ~20 ms). */
  poke(): void {
    if (this.stopped || this.pokeTimer) return;
    this.pokeTimer = setTimeout(() => {
      this.pokeTimer = null;
      void this.sweep();
    }, 20);
    this.pokeTimer.unref();
  }

  /** A deadline this process already knows (e.g. read with a game); arms if it is earlier. */
  arm(at: number): void {
    if (this.stopped || (this.armedFor !== null && this.armedFor <= at)) return;
    if (this.timer) clearTimeout(this.timer);
    this.armedFor = at;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.armedFor = null;
        void this.run();
      },
      Math.max(0, at - this.now()),
    );
  }

  /**
   * Workers that claim and apply until nothing is due. One starts; each round that advanced
   * a game starts another, up to `parallel`: a lone due game (a bot's move, one timer) costs
   * one worker's claims, not `parallel` workers' empty ones, while a backlog (after a restart)
   * still gets every worker within a few rounds.
   */
  private async drainAll(): Promise<void> {
    const workers: Promise<void>[] = [];
    const start = () => {
      if (workers.length < this.parallel && !this.stopped) workers.push(this.drain(start));
    };
    start();
    // Workers start others while they run: wait until none was started during the wait.
    for (let count = 0; count !== workers.length; ) {
      count = workers.length;
      await Promise.all(workers);
    }
  }

  private async drain(advancedOne: () => void = () => {}): Promise<void> {
    for (let round = 0; round < 200 && !this.stopped; round++) {
      let advanced: string[];
      let more = true;
      try {
        advanced = await applyDueDeadlines(
          this.db,
          this.now(),
          1,
          () => this.resting(),
          this.options.lag,
          (id) => this.rest(id),
          { cache: this.options.cache, more: (m) => (more = m) },
        );
      } catch (error) {
        if (!(error instanceof DeadlineFailed)) {
          this.options.log?.(`applying deadlines failed: ${describe(error)}`);
          return;
        }
        this.reportFailure(error);
        continue;
      }
      if (advanced.length === 0) return;
      for (const id of advanced) this.failing.delete(id);
      this.options.onApplied?.(advanced, this.now());
      // Nothing else was due when this game was claimed: no need for an empty claim to learn
      // it (what falls due later, the sweep after the run arms for).
      if (!more) return;
      advancedOne();
    }
  }

  /** The failing games still waiting; forgets those that waited out their time long ago. */
  private resting(): string[] {
    const now = this.now();
    const ids: string[] = [];
    for (const [id, f] of this.failing) {
      if (f.until > now) ids.push(id);
      else if (f.until < now - MAX_BACKOFF_MS) this.failing.delete(id);
    }
    return ids;
  }

  /**
   * A game's deadlines just failed: it rests, longer each time, from before its row is
   * unlocked (applyDueDeadlines calls this then), so no other worker of this process claims
   * it in between.
   */
  private rest(gameId: string): void {
    const failures = (this.failing.get(gameId)?.failures ?? 0) + 1;
    const wait = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (failures - 1));
    this.failing.set(gameId, { failures, until: this.now() + wait, wait });
  }

  private reportFailure(error: DeadlineFailed): void {
    const rest = this.failing.get(error.gameId);
    this.options.log?.(
      `applying deadlines failed (${rest?.failures ?? 1} in a row for this game; next try in ${rest?.wait ?? FIRST_BACKOFF_MS} ms): ${error.message}`,
    );
  }

  private async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      const resting = this.resting();
      const stored = await earliestStoredDeadline(this.db, resting);
      const retries = resting.map((id) => this.failing.get(id)?.until ?? Number.POSITIVE_INFINITY);
      const at = Math.min(stored ?? Number.POSITIVE_INFINITY, ...retries);
      if (at === Number.POSITIVE_INFINITY) return;
      // Still due right after a run: another instance holds it, or it failed. Look again
      // shortly rather than spinning.
      const retryAt = this.lastRun + RETRY_MS;
      this.arm(at <= this.now() && this.now() < retryAt ? retryAt : at);
    } catch (error) {
      this.options.log?.(`deadline sweep failed: ${describe(error)}`);
    }
  }

  /** Applies everything due; one run at a time per process, re-run if asked meanwhile. */
  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      this.lastRun = this.now();
      do {
        this.again = false;
        // One game per transaction, a few at once (drainAll): a NOTIFY goes out at its own
        // commit, so no expiry waits for a batch of others; SKIP LOCKED hands each worker
        // another game.
        await this.drainAll();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    // The next deadline (this game's next timer, or another game's) comes from the database.
    return this.running.then(() => this.sweep());
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
