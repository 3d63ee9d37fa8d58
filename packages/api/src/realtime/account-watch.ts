import type { Db } from "@wordhall/db";
import { AppError } from "../errors";
import type { ChangeFeed } from "./change-feed";
import { AUTH_CHANNEL } from "./channels";

/**
 * Ends a suspended person's live streams: when the signed-in caller's account or sessions
 * change (a trigger NOTIFYs every session and user row change), or notices may have been
 * missed (resync), the stream checks that the account still exists and is not suspended,
 * and otherwise ends with UNAUTHORIZED, instead of running on until the next reconnect.
 * (Sign-outs are left to the next request: a stream cannot tell which session opened it.)
 */
export class AccountWatch {
  private changed = false;

  constructor(
    private readonly db: Db,
    private readonly userId: string | null,
  ) {}

  /** Starts watching; `poke` wakes the stream. Returns the clean-up. */
  watch(changes: ChangeFeed, poke: () => void): () => void {
    if (this.userId === null) return () => {};
    return changes.watch(AUTH_CHANNEL, this.userId, () => {
      this.changed = true;
      poke();
    });
  }

  get pending(): boolean {
    return this.changed;
  }

  /** After a change: throws when the caller is no longer signed in. */
  async check(): Promise<void> {
    if (!this.changed || this.userId === null) return;
    this.changed = false;
    const user = await this.db.user.findUnique({ where: { id: this.userId }, select: { banned: true } });
    if (!user) throw new AppError("UNAUTHORIZED", "This account no longer exists.");
    if (user.banned) throw new AppError("UNAUTHORIZED", "This account is suspended; you were signed out.");
  }
}
