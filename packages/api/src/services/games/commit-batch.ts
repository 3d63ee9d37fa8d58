// Group commit. Under load, moves of different games wait for a pooled connection anyway;
// sending those that wait together, as one statement, costs PostgreSQL one parse, one plan
// and one WAL flush for all of them, and this process one round trip instead of one each.
// With nothing in flight a move is sent at once, so a quiet server adds no wait.
import type { Db } from "@wordhall/db";
import {
  type CommitInput,
  type CommitOutcome,
  commitGame,
  commitGames,
  versionAfter,
} from "@wordhall/db/game-store";
import { isStatementError, moveNotSaved } from "./save-failure";

/** Statements in flight at once; later moves queue and go together when one returns. */
const IN_FLIGHT = 2;
/** Games per statement: keeps each statement, and the pause it holds locks for, short. */
const MAX_GAMES = 64;

type Waiting = {
  readonly input: CommitInput;
  resolve(outcome: CommitOutcome): void;
  reject(error: unknown): void;
};

class CommitQueue {
  private waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly db: Db) {}

  commit(input: CommitInput): Promise<CommitOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.send();
    });
  }

  private send(): void {
    while (this.inFlight < IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.take();
      this.inFlight++;
      void this.commitBatch(batch).finally(() => {
        this.inFlight--;
        this.send();
      });
    }
  }

  /**
   * The oldest waiting moves, at most one per game: two moves of one game in one statement
   * would both match its row, and only one may be planned on the version stored.
   */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const games = new Set<string>();
    for (const waiting of this.waiting) {
      if (batch.length < MAX_GAMES && !games.has(waiting.input.gameId)) {
        games.add(waiting.input.gameId);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    this.waiting = rest;
    return batch;
  }

  private async commitBatch(batch: readonly Waiting[]): Promise<void> {
    const [only] = batch;
    if (only && batch.length === 1) {
      await commitSteps(this.db, only.input).then(only.resolve, only.reject);
      return;
    }
    let written: Set<string>;
    try {
      written = await commitGames(
        this.db,
        batch.map((w) => w.input),
      );
    } catch {
      // One move's failure (its client action id taken meanwhile, say) voids the statement
      // for all. Each goes again on its own, so only that move hears of it; a move the lost
      // statement did store finds its version taken and is told "stale", as it would be.
      await Promise.all(batch.map((w) => commitSteps(this.db, w.input).then(w.resolve, w.reject)));
      return;
    }
    for (const w of batch) {
      w.resolve(written.has(w.input.gameId) ? { version: versionAfter(w.input) } : "stale");
    }
  }
}

/**
 * One game's commit on its own statement; a failure other than "stale" or "duplicate" is
 * the player's retryable refusal. One statement: refused by the server, none of it was
 * stored; a lost connection leaves it open.
 */
async function commitSteps(db: Db, input: CommitInput): Promise<CommitOutcome> {
  try {
    return await commitGame(db, input);
  } catch (error) {
    throw moveNotSaved({ endsGame: false, rolledBack: isStatementError(error), cause: error });
  }
}

const queues = new WeakMap<Db, CommitQueue>();

/** Commits a move that does not end the game, together with other games' moves waiting to. */
export function commitWithOthers(db: Db, input: CommitInput): Promise<CommitOutcome> {
  let queue = queues.get(db);
  if (!queue) {
    queue = new CommitQueue(db);
    queues.set(db, queue);
  }
  return queue.commit(input);
}
