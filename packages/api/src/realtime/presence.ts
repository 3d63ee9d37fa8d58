import type { Db } from "@wordhall/db";
import type { ChangeFeed } from "./change-feed";
import { PRESENCE_CHANNEL } from "./channels";
import type { LiveGameMessage, PresenceEntry, Serialized } from "./live-message";

const presenceMessage = (users: readonly PresenceEntry[]): Serialized<LiveGameMessage> =>
  JSON.stringify({ type: "presence", users } satisfies LiveGameMessage);

export type PresenceOptions = {
  /** How long a player who dropped still counts as there ("away"), as the issue asks. */
  readonly graceMs?: number;
  /** How often this instance vouches for its open connections. */
  readonly heartbeatMs?: number;
  readonly now?: () => number;
  readonly log?: (message: string) => void;
};

type Row = { userId: string; name: string; connected: boolean; seenAt: Date };

/**
 * Who is connected to a game or room, across instances. Each instance keeps one row per
 * (scope, user) it serves: `connected` with `seenAt` refreshed by a heartbeat while any of
 * the user's subscriptions is open, and `seenAt` stamped when the last one closes. A user
 * is online while some row is connected and fresh, and "away" for the grace after that
 * (also when an instance died without saying so: its heartbeat stops). Changes are NOTIFYd
 * on their own channel so every instance re-reads; grace ends are timed locally.
 */
export class PresenceTracker {
  private readonly local = new Map<string, number>();
  private readonly scopes = new Map<
    string,
    {
      watchers: Set<() => void>;
      current: PresenceEntry[];
      json: string;
      message: Serialized<LiveGameMessage>;
      timer: NodeJS.Timeout | null;
      unwatch: () => void;
    }
  >();
  private heartbeat: NodeJS.Timeout | null = null;
  readonly graceMs: number;
  private readonly heartbeatMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    readonly instance: string,
    private readonly options: PresenceOptions = {},
  ) {
    this.graceMs = options.graceMs ?? 30_000;
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** A heartbeat is missed when older than this; the grace then counts from it. */
  private get staleMs() {
    return this.heartbeatMs * 2.5;
  }

  /** Counts one more open connection of `userId` to `scope`; call the result when it closes. */
  async connect(scope: string, userId: string): Promise<() => Promise<void>> {
    const key = `${scope}\u0000${userId}`;
    const count = (this.local.get(key) ?? 0) + 1;
    this.local.set(key, count);
    if (count === 1) await this.write(scope, userId, true);
    this.armHeartbeat();
    let closed = false;
    return async () => {
      if (closed) return;
      closed = true;
      const left = (this.local.get(key) ?? 1) - 1;
      if (left > 0) {
        this.local.set(key, left);
        return;
      }
      this.local.delete(key);
      await this.write(scope, userId, false);
    };
  }

  /** Calls `onChange` whenever the scope's presence list changes; read it with current(). */
  async watch(scope: string, onChange: () => void): Promise<() => void> {
    let watched = this.scopes.get(scope);
    if (!watched) {
      const unwatch = this.changes.watch(PRESENCE_CHANNEL, scope, () => void this.reread(scope));
      watched = {
        watchers: new Set(),
        current: [],
        json: "[]",
        message: presenceMessage([]),
        timer: null,
        unwatch,
      };
      this.scopes.set(scope, watched);
      await this.reread(scope);
    }
    const w = watched;
    w.watchers.add(onChange);
    return () => {
      w.watchers.delete(onChange);
      if (w.watchers.size > 0 || this.scopes.get(scope) !== w) return;
      if (w.timer) clearTimeout(w.timer);
      w.unwatch();
      this.scopes.delete(scope);
    };
  }

  current(scope: string): readonly PresenceEntry[] {
    return this.scopes.get(scope)?.current ?? [];
  }

  /** The scope's presence as a live message, serialised once per change. */
  message(scope: string): Serialized<LiveGameMessage> {
    return this.scopes.get(scope)?.message ?? presenceMessage([]);
  }

  /** Reads a scope's presence straight from the database (for queries and tests). */
  async read(
    scope: string,
  ): Promise<{ users: PresenceEntry[]; changesAt: number | null; lastSeen: Map<string, number> }> {
    const rows = await this.db.$queryRaw<Row[]>`
      SELECT p."userId", u.name, p.connected, p."seenAt"
      FROM presence p JOIN "user" u ON u.id = p."userId"
      WHERE p.scope = ${scope}`;
    return summarise(rows, this.now(), this.staleMs, this.graceMs);
  }

  /** Ends this instance's presence: every row it holds starts its grace now. */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const w of this.scopes.values()) {
      if (w.timer) clearTimeout(w.timer);
      w.unwatch();
    }
    this.scopes.clear();
    const scopes = new Set([...this.local.keys()].map((k) => k.split("\u0000")[0] as string));
    this.local.clear();
    await this.db.$executeRaw`
      UPDATE presence SET connected = false, "seenAt" = ${new Date(this.now())}
      WHERE instance = ${this.instance} AND connected`.catch(() => 0);
    for (const scope of scopes) await this.notify(scope).catch(() => {});
  }

  private async write(scope: string, userId: string, connected: boolean) {
    const seenAt = new Date(this.now());
    await this.db.$executeRaw`
      INSERT INTO presence (scope, "userId", instance, connected, "seenAt")
      VALUES (${scope}, ${userId}, ${this.instance}, ${connected}, ${seenAt})
      ON CONFLICT (scope, "userId", instance) DO UPDATE SET connected = EXCLUDED.connected, "seenAt" = EXCLUDED."seenAt"`;
    await this.notify(scope);
  }

  private async notify(scope: string) {
    await this.db.$executeRaw`SELECT pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify({ id: scope, v: 0 })})`;
  }

  private armHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  private async beat() {
    try {
      const now = new Date(this.now());
      await this.db
        .$executeRaw`UPDATE presence SET "seenAt" = ${now} WHERE instance = ${this.instance} AND connected`;
      // Rows long past any grace are of no use to anyone.
      await this.db.$executeRaw`DELETE FROM presence WHERE "seenAt" < ${new Date(this.now() - 10 * 60_000)}`;
    } catch (error) {
      this.options.log?.(
        `presence heartbeat failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async reread(scope: string) {
    const w = this.scopes.get(scope);
    if (!w) return;
    let read: Awaited<ReturnType<PresenceTracker["read"]>>;
    try {
      read = await this.read(scope);
    } catch (error) {
      this.options.log?.(`presence read failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (w.timer) clearTimeout(w.timer);
    w.timer = null;
    if (read.changesAt !== null) {
      w.timer = setTimeout(() => void this.reread(scope), Math.max(0, read.changesAt - this.now()) + 5);
      w.timer.unref();
    }
    const json = JSON.stringify(read.users);
    if (json === w.json) return;
    w.current = read.users;
    w.json = json;
    w.message = presenceMessage(read.users);
    for (const watcher of [...w.watchers]) watcher();
  }
}

/**
 * Online: some row connected with a fresh heartbeat. Away: within the grace of the last
 * moment the user was seen connected. Also when the next of these changes, so the caller
 * can look again then without anyone telling it.
 */
export function summarise(
  rows: readonly Row[],
  now: number,
  staleMs: number,
  graceMs: number,
): { users: PresenceEntry[]; changesAt: number | null; lastSeen: Map<string, number> } {
  const byUser = new Map<string, { name: string; onlineUntil: number; awayUntil: number }>();
  // When each user stopped counting as online (seen connected until then), for "away since".
  const lastSeen = new Map<string, number>();
  for (const row of rows) {
    const seen = row.seenAt.getTime();
    const onlineUntil = row.connected ? seen + staleMs : Number.NEGATIVE_INFINITY;
    const awayUntil = (row.connected ? seen + staleMs : seen) + graceMs;
    const seenUntil = row.connected ? seen + staleMs : seen;
    lastSeen.set(row.userId, Math.max(lastSeen.get(row.userId) ?? seenUntil, seenUntil));
    const prior = byUser.get(row.userId);
    byUser.set(row.userId, {
      name: row.name,
      onlineUntil: Math.max(prior?.onlineUntil ?? Number.NEGATIVE_INFINITY, onlineUntil),
      awayUntil: Math.max(prior?.awayUntil ?? Number.NEGATIVE_INFINITY, awayUntil),
    });
  }
  const users: PresenceEntry[] = [];
  let changesAt: number | null = null;
  const later = (at: number) => {
    if (at > now && (changesAt === null || at < changesAt)) changesAt = at;
  };
  for (const [userId, u] of [...byUser].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (u.onlineUntil > now) users.push({ userId, name: u.name, status: "online" });
    else if (u.awayUntil > now) users.push({ userId, name: u.name, status: "away" });
    later(u.onlineUntil);
    later(u.awayUntil);
  }
  return { users, changesAt, lastSeen };
}
