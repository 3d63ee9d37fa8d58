import type { Db } from "@wordhall/db";
import { applyDueDeadlines, DeadlineFailed } from "./deadlines";

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
};

/**
 * The server clock of one process. It keeps one in-memory timer armed for the earliest
 * deadline it knows of and, when it fires, lets applyDueDeadlines claim the due games
 * with FOR UPDATE SKIP LOCKED, so several instances firing together still apply each
 * expiry exactly once. Deadlines are learnt from a periodic read of the earliest stored
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
  private readonly failing = new Map<string, { failures: number; until: number }>();

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

  private async drain(): Promise<void> {
    for (let round = 0; round < 200 && !this.stopped; round++) {
      let advanced: string[];
      try {
        advanced = await applyDueDeadlines(this.db, this.now(), 1, this.resting());
      } catch (error) {
        if (!(error instanceof DeadlineFailed)) {
          this.options.log?.(`applying deadlines failed: ${describe(error)}`);
          return;
        }
        this.backOff(error);
        continue;
      }
      if (advanced.length === 0) return;
      for (const id of advanced) this.failing.delete(id);
      this.options.onApplied?.(advanced, this.now());
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

  private backOff(error: DeadlineFailed): void {
    const failures = (this.failing.get(error.gameId)?.failures ?? 0) + 1;
    const wait = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (failures - 1));
    this.failing.set(error.gameId, { failures, until: this.now() + wait });
    this.options.log?.(
      `applying deadlines failed (${failures} in a row for this game; next try in ${wait} ms): ${error.message}`,
    );
  }

  private async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      const resting = this.resting();
      const rows = await this.db.$queryRaw<{ at: Date | null }[]>`
        SELECT min("nextDeadline") AS at FROM game
        WHERE status = 'active' AND "nextDeadline" IS NOT NULL AND NOT (id = ANY(${resting}::text[]))`;
      const retries = resting.map((id) => this.failing.get(id)?.until ?? Number.POSITIVE_INFINITY);
      const at = Math.min(rows[0]?.at?.getTime() ?? Number.POSITIVE_INFINITY, ...retries);
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
        // One game per transaction, a few at once: a NOTIFY goes out at its own commit, so
        // no expiry waits for a batch of others; SKIP LOCKED hands each worker another game.
        await Promise.all(Array.from({ length: this.parallel }, () => this.drain()));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    // The next deadline (this game's next timer, or another game's) comes from the database.
    return this.running.then(() => this.sweep());
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
