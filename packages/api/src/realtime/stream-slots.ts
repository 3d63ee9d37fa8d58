import { AppError } from "../errors";

/** Live views (live.game and live.room together) one account may hold open in one process. */
export const STREAMS_PER_ACCOUNT = 20;

/**
 * Counts each account's open live streams in this process and refuses one more past the
 * limit, so one account (or a script holding its cookie) cannot pin a server's memory,
 * presence rows and notice fan-out with thousands of streams.
 *
 * Per process, not across instances: counting across them would need a shared row written on
 * every open and close, and cleaned up after a crash (as presence rows are, with a grace and
 * heartbeats), for little gain: a browser's streams land on the few instances its requests
 * are balanced to, so an account holds at most this many per instance, still a bound.
 *
 * Anonymous spectators (public games and rooms only) are not counted: there is no account
 * to count them by, and no address this process could trust (behind the proxy every
 * connection comes from it, and X-Forwarded-For says what the client likes unless the proxy
 * rewrote it). Their connections are capped where the address is known, at the proxy in
 * front of the apps; `wordhall_live_subscriptions` shows each process's total.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(readonly perAccount: number = STREAMS_PER_ACCOUNT) {}

  /** Takes a slot for the account (none for anonymous); returns its release, safe to call twice. */
  take(userId: string | null): () => void {
    if (userId === null) return () => {};
    const held = this.open.get(userId) ?? 0;
    if (held >= this.perAccount) {
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `You have ${this.perAccount} live views open; close a tab to open another.`,
      );
    }
    this.open.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left <= 0) this.open.delete(userId);
      else this.open.set(userId, left);
    };
  }

  /** Streams the account holds open in this process. */
  heldBy(userId: string): number {
    return this.open.get(userId) ?? 0;
  }
}
