import type { Db } from "@wordhall/db";
import { AppError } from "../errors";
import type { ChangeFeed } from "./change-feed";
import { AUTH_CHANNEL } from "./channels";

/**
 * Keeps a live stream honest about who holds it: when the signed-in caller's account or
 * sessions change (a trigger NOTIFYs every session and user row change), the stream checks
 * that the person still has a session and is not suspended, and otherwise ends with
 * UNAUTHORIZED. So a suspension (or signing out everywhere) also closes the streams that
 * were already open, instead of letting them run until the next reconnect.
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
    const user = await this.db.user.findUnique({
      where: { id: this.userId },
      select: {
        banned: true,
        _count: { select: { sessions: { where: { expiresAt: { gt: new Date() } } } } },
      },
    });
    if (!user || user.banned)
      throw new AppError("UNAUTHORIZED", "This account is suspended; you were signed out.");
    if (user._count.sessions === 0)
      throw new AppError("UNAUTHORIZED", "You were signed out. Sign in again to go on.");
  }
}
