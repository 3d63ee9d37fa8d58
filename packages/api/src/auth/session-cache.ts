import type { SessionUser } from "../trpc";

/** What a session check found: who, and until when the session holds. */
export type CheckedSession = { readonly user: SessionUser; readonly expiresAt: number };

/** How long an entry may be used without being checked again against the database. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Entry = CheckedSession & { readonly checkedUntil: number };

/**
 * The sessions this process has checked, by cookie header. better-auth's check (a signed
 * cookie's HMAC, then the session and user rows) was a large part of each request's CPU;
 * a hit costs one map lookup. It stays exact because every change to a session or a user
 * row (sign-out, ban, role, name, expiry) is NOTIFYd by a database trigger and drops that
 * user's entries in every instance at commit (see docs/realtime.md). The cache is only
 * used while the LISTEN connection is up; a reconnect empties it, since notifications sent
 * meanwhile are lost. Entries are re-checked after 30 s regardless, which bounds the one
 * gap left: a LISTEN connection that died without the process noticing yet.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation, so a check that raced one is not stored. */
  private epoch = 0;

  constructor(
    private readonly listening: () => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  async user(
    cookie: string | null,
    check: () => Promise<CheckedSession | null>,
  ): Promise<SessionUser | null> {
    if (!cookie || !this.listening()) return (await check())?.user ?? null;
    const now = this.now();
    const known = this.entries.get(cookie);
    if (known && known.checkedUntil > now && known.expiresAt > now) return known.user;
    this.entries.delete(cookie);
    const epoch = this.epoch;
    const checked = await check();
    if (checked && epoch === this.epoch && this.listening()) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(cookie, { ...checked, checkedUntil: now + TTL_MS });
    }
    return checked?.user ?? null;
  }

  /** A user's sessions or account changed; null: changes may have been missed, forget all. */
  invalidate(userId: string | null): void {
    this.epoch++;
    if (userId === null) {
      this.entries.clear();
      return;
    }
    for (const [cookie, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(cookie);
  }
}
