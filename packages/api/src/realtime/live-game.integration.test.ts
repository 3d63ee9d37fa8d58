import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { ohMyWord } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../root";
import { applyPlayerAction } from "../services/games/apply-action";
import { createGame } from "../services/games/create-game";
import { applyDueDeadlines } from "../services/games/deadlines";
import { notifyRoom } from "../services/rooms/room-channel";
import { createCallerFactory, type SessionUser } from "../trpc";
import { GAME_CHANNEL } from "./channels";
import type { LiveGameMessage } from "./live-message";
import type { PgListener } from "./pg-listener";
import { createRealtime } from "./registry";
import type { Realtime } from "./runtime";
import { applyViewPatch } from "./view-patch";

let database: TestDatabase;
let dbA: Db;
let dbB: Db;
let rtA: Realtime;
let rtB: Realtime;
const users: SessionUser[] = [];
let publicRoom: string;

const T0 = Date.UTC(2026, 10, 30, 12, 0, 0);
const TIMER = 25_000;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  dbA = createDb(database.url, { poolSize: 4 });
  dbB = createDb(database.url, { poolSize: 4 });
  // Two "instances" in one process: each its own pool, LISTEN connection and caches.
  rtA = createRealtime({ db: dbA, url: database.url, instance: "a" });
  rtB = createRealtime({ db: dbB, url: database.url, instance: "b" });
  for (const name of ["ana", "bo", "cy", "di", "ed"]) {
    await dbA.user.create({ data: { id: `u-${name}`, name, email: `${name}@example.test` } });
    users.push({ id: `u-${name}`, name, email: `${name}@example.test`, role: "player" });
  }
  const room = await dbA.room.create({
    data: { code: "PUBLIC1", kind: "oh_my_word", name: "Open table", hostId: "u-ana", config: {} },
  });
  publicRoom = room.id;
});
afterAll(async () => {
  await Promise.all([rtA.stop(), rtB.stop()]);
  await Promise.all([dbA.$disconnect(), dbB.$disconnect()]);
  await database.drop();
});

const user = (i: number) => users[i] as SessionUser;

async function newGame(options: { roomId?: string } = {}) {
  const game = await createGame(dbA, {
    kind: "oh-my-word",
    config: { seats: 3, firstSeat: 0, timer: { minMs: TIMER, maxMs: TIMER } },
    seatUserIds: users.slice(0, 3).map((u) => u.id),
    now: T0,
    ...options,
  });
  return game.id;
}

type Received = { id: string | null; message: LiveGameMessage };

/** Opens live.game as `who` on a given instance and reads it message by message. */
function subscribe(
  db: Db,
  who: SessionUser | null,
  input: { gameId: string; lastEventId?: string; as?: "spectator" },
) {
  const abort = new AbortController();
  const caller = createCallerFactory(appRouter)(
    { db, headers: new Headers(), user: who },
    { signal: abort.signal },
  );
  const iterable = caller.live.game(input);
  let iterator: AsyncIterator<unknown> | null = null;
  const presence: LiveGameMessage[] = [];

  async function next(timeoutMs = 5_000): Promise<Received | "timeout" | "done"> {
    iterator ??= (await iterable)[Symbol.asyncIterator]();
    const it = iterator;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    const result = await Promise.race([it.next(), timeout]).finally(() => clearTimeout(timer));
    if (result === "timeout") return result;
    if (result.done) return "done";
    const value = result.value as [string, string] | string;
    return Array.isArray(value)
      ? { id: value[0], message: JSON.parse(value[1]) as LiveGameMessage }
      : { id: null, message: JSON.parse(value) as LiveGameMessage };
  }
  /** The next resumable (game) message; presence messages are collected on the way. */
  async function nextTracked(timeoutMs = 5_000): Promise<Received | "timeout" | "done"> {
    for (;;) {
      const got = await next(timeoutMs);
      if (typeof got === "string" || got.id !== null) return got;
      presence.push(got.message);
    }
  }
  /** Aborts, as a client going away does, and lets the stream run its clean-up. */
  async function close() {
    abort.abort();
    if (!iterator) return;
    for (let i = 0; i < 100; i++) if ((await next(2_000).catch(() => "done")) === "done") return;
  }
  return { next, nextTracked, presence, close };
}

function expectMessage(got: Received | "timeout" | "done"): Received {
  if (typeof got === "string") throw new Error(`expected a message, got ${got}`);
  return got;
}

async function storedState(gameId: string) {
  const game = await dbA.game.findUniqueOrThrow({ where: { id: gameId } });
  return game;
}

describe("live.game", () => {
  it("sends a snapshot, then one step per version with increasing ids, whose patches rebuild the view", async () => {
    const gameId = await newGame();
    const sub = subscribe(dbA, user(0), { gameId });
    const first = expectMessage(await sub.nextTracked());
    expect(first.id).toBe("0");
    if (first.message.type !== "snapshot") throw new Error("snapshot first");
    expect(first.message).toMatchObject({ gameId, kind: "oh-my-word", version: 0, seat: 0, over: false });
    expect(first.message.seats.map((s) => s.name)).toEqual(["ana", "bo", "cy"]);

    await applyPlayerAction(dbA, {
      gameId,
      userId: user(0).id,
      clientActionId: "d1",
      action: { type: "draw" },
      now: () => T0 + 1_000,
    });
    await applyDueDeadlines(dbA, T0 + TIMER + 10);
    await applyPlayerAction(dbA, {
      gameId,
      userId: user(1).id,
      clientActionId: "d2",
      action: { type: "draw" },
      now: () => T0 + TIMER + 500,
    });

    let view = first.message.view;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const step = expectMessage(await sub.nextTracked());
      if (step.message.type !== "step") throw new Error("steps after the snapshot");
      ids.push(step.id as string);
      expect(step.message.version).toBe(Number(step.id));
      view = applyViewPatch(view, step.message.patch);
    }
    expect(ids).toEqual(["1", "2", "3"]);
    const game = await storedState(gameId);
    expect(view).toEqual(JSON.parse(JSON.stringify(ohMyWord.view(game.state as never, 0))));
    expect(sub.presence.at(-1)).toMatchObject({
      type: "presence",
      users: [{ userId: "u-ana", status: "online" }],
    });
    await sub.close();
    expect(await sub.next()).toBe("done");
  });

  it("resumes from lastEventId with exactly the missed steps, on another instance too", async () => {
    const gameId = await newGame();
    await applyPlayerAction(dbA, {
      gameId,
      userId: user(0).id,
      clientActionId: "d1",
      action: { type: "draw" },
      now: () => T0 + 1_000,
    });
    await applyDueDeadlines(dbA, T0 + TIMER + 10);
    await applyPlayerAction(dbA, {
      gameId,
      userId: user(1).id,
      clientActionId: "d2",
      action: { type: "draw" },
      now: () => T0 + TIMER + 500,
    });
    // Instance B has never seen this game: it replays the record to build the missed steps.
    const resumed = subscribe(dbB, user(1), { gameId, lastEventId: "1" });
    const got = [expectMessage(await resumed.nextTracked()), expectMessage(await resumed.nextTracked())];
    expect(got.map((g) => [g.id, g.message.type])).toEqual([
      ["2", "step"],
      ["3", "step"],
    ]);
    expect(await resumed.nextTracked(300)).toBe("timeout");
    await resumed.close();

    // Up to date already: nothing is sent again.
    const current = subscribe(dbA, user(1), { gameId, lastEventId: "3" });
    expect(await current.nextTracked(300)).toBe("timeout");
    await current.close();
    // An id this game never reached (or garbage) starts over with a snapshot.
    for (const lastEventId of ["99", "not-a-version"]) {
      const odd = subscribe(dbA, user(1), { gameId, lastEventId });
      const snap = expectMessage(await odd.nextTracked());
      expect([snap.id, snap.message.type]).toEqual(["3", "snapshot"]);
      await odd.close();
    }
  });

  it("shows spectators and other seats no hidden information", async () => {
    const gameId = await newGame({ roomId: publicRoom });
    const seat0 = subscribe(dbA, user(0), { gameId });
    const seat1 = subscribe(dbA, user(1), { gameId });
    const spectator = subscribe(dbB, user(3), { gameId });
    const anonymous = subscribe(dbB, null, { gameId });
    const subs = [seat0, seat1, spectator, anonymous];
    const texts: string[][] = [[], [], [], []];
    for (const [i, sub] of subs.entries())
      texts[i]?.push(JSON.stringify(expectMessage(await sub.nextTracked()).message));

    await applyPlayerAction(dbA, {
      gameId,
      userId: user(0).id,
      clientActionId: "d1",
      action: { type: "draw" },
      now: () => T0 + 1_000,
    });
    await applyDueDeadlines(dbA, T0 + TIMER + 10);
    for (const [i, sub] of subs.entries()) {
      for (let k = 0; k < 2; k++)
        texts[i]?.push(JSON.stringify(expectMessage(await sub.nextTracked()).message));
      await sub.close();
    }
    const game = await dbA.game.findUniqueOrThrow({ where: { id: gameId } });
    const tokenTaken = (i: number) =>
      (texts[i] ?? []).flatMap((t) => {
        const m = JSON.parse(t) as LiveGameMessage;
        return m.type === "step"
          ? (m.events as { type: string }[]).filter((e) => e.type === "token-taken")
          : [];
      });
    // Whoever held the bag when the timer went off took a bad-luck token: seat 0, or the seat
    // a drawn reverse tile sent the bag to (the bag is random). Only the taker learns its value.
    const seen = tokenTaken(2);
    expect(seen).toEqual([{ type: "token-taken", seat: expect.any(Number) }]);
    const taker = (seen[0] as { type: string; seat?: number } | undefined)?.seat;
    for (const i of [0, 1, 2, 3]) {
      // Subscribers 0 and 1 are seats 0 and 1; 2 and 3 watch.
      const own = i === taker && i < 2;
      expect(tokenTaken(i)).toEqual([
        own
          ? { type: "token-taken", seat: taker, value: expect.any(Number) }
          : { type: "token-taken", seat: taker },
      ]);
    }
    expect(JSON.parse(texts[2]?.[0] ?? "{}")).toMatchObject({ type: "snapshot", seat: null });
    expect(JSON.parse(texts[3]?.[0] ?? "{}")).toMatchObject({ type: "snapshot", seat: null });
    // The seed never; the hidden deadline not while it is pending (it went off at T0 + TIMER).
    const pending = String(game.nextDeadline?.getTime());
    expect(pending).toMatch(/^\d+$/);
    for (const text of texts.flat())
      for (const secret of [game.seed, pending]) expect(text).not.toContain(secret);
    for (const text of texts.flatMap((t) => t.slice(0, 2))) expect(text).not.toContain(String(T0 + TIMER));
  });

  it("keeps private games to their players (and staff)", async () => {
    const gameId = await newGame();
    // Strangers are told what they would be told of a game that does not exist.
    const missing = subscribe(dbA, user(0), { gameId: "no-such-game" });
    await expect(missing.next()).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "That game does not exist.",
    });
    const stranger = subscribe(dbA, user(3), { gameId });
    await expect(stranger.next()).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "That game does not exist.",
    });
    const anonymous = subscribe(dbA, null, { gameId });
    await expect(anonymous.next()).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "That game does not exist.",
    });
    const bad = subscribe(dbA, user(0), { gameId: "" });
    await expect(bad.next()).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // Staff may watch any game, as spectators.
    for (const role of ["moderator", "admin"] as const) {
      const staff = subscribe(dbA, { ...user(4), role }, { gameId });
      const snapshot = expectMessage(await staff.nextTracked());
      expect(snapshot.message).toMatchObject({ type: "snapshot", seat: null, roomId: null });
      await staff.close();
    }
  });

  it("answers live.snapshot with the stream's first message, which the stream then resumes from", async () => {
    const gameId = await newGame({ roomId: publicRoom });
    await applyPlayerAction(dbA, {
      gameId,
      userId: user(0).id,
      clientActionId: "s1",
      action: { type: "draw" },
      now: () => T0 + 1_000,
    });
    const as = (who: SessionUser | null, db = dbA) =>
      createCallerFactory(appRouter)({ db, headers: new Headers(), user: who });
    for (const [who, input] of [
      [user(0), { gameId }],
      [user(1), { gameId }],
      [user(3), { gameId }],
      [null, { gameId }],
      [user(0), { gameId, as: "spectator" as const }],
    ] as const) {
      const answered = await as(who, dbB).live.snapshot(input);
      const sub = subscribe(dbA, who, input);
      const streamed = expectMessage(await sub.nextTracked());
      await sub.close();
      expect(JSON.parse(answered)).toEqual(streamed.message);
      // Opened from the snapshot's version, the stream has nothing more to send.
      const resumed = subscribe(dbA, who, { ...input, lastEventId: streamed.id ?? "" });
      expect(await resumed.nextTracked(300)).toBe("timeout");
      await resumed.close();
    }
    expect(JSON.parse(await as(user(3)).live.snapshot({ gameId }))).toMatchObject({ seat: null, version: 1 });
    // A private game is no more visible as a query than as a stream.
    const privateGame = await newGame();
    await expect(as(user(3)).live.snapshot({ gameId: privateGame })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "That game does not exist.",
    });
  });

  it("moves a viewer whose seat went away to the spectator view, with a fresh snapshot", async () => {
    const gameId = await newGame({ roomId: publicRoom });
    const sub = subscribe(dbA, user(1), { gameId });
    expect(expectMessage(await sub.nextTracked()).message).toMatchObject({ type: "snapshot", seat: 1 });
    // No procedure takes a seat from a player during a game today; the stream must still follow
    // the seat table when the room's channel tells it to look again.
    await dbA.$transaction(async (tx) => {
      await tx.gameSeat.delete({ where: { gameId_seat: { gameId, seat: 1 } } });
      const { version } = await tx.room.update({
        where: { id: publicRoom },
        data: { version: { increment: 1 } },
        select: { version: true },
      });
      await notifyRoom(tx, publicRoom, version);
    });
    const again = expectMessage(await sub.nextTracked());
    expect(again.message).toMatchObject({ type: "snapshot", seat: null, version: 0 });
    await sub.close();
  });

  it("builds each (version, seat) message once, however many subscribers share it", async () => {
    const gameId = await newGame({ roomId: publicRoom });
    const watchers = Array.from({ length: 5 }, () => subscribe(dbA, user(4), { gameId }));
    const firsts = await Promise.all(watchers.map((w) => w.nextTracked()));
    await applyPlayerAction(dbA, {
      gameId,
      userId: user(0).id,
      clientActionId: "d1",
      action: { type: "draw" },
      now: () => T0 + 1_000,
    });
    const steps: unknown[] = [];
    for (const w of watchers) {
      const got = await w.next();
      // The raw payload as yielded: the very same string object for everyone.
      steps.push(got);
      await w.close();
    }
    expect(new Set(firsts.map((f) => JSON.stringify(f))).size).toBe(1);
    // The snapshot names the room, so a table can offer its rematch.
    expect(expectMessage(firsts[0] as Awaited<(typeof firsts)[number]>).message).toMatchObject({
      roomId: publicRoom,
    });
    const a = rtA.games.snapshot(gameId, null);
    expect(rtA.games.snapshot(gameId, null).data).toBe(a.data);
    expect(steps).toHaveLength(5);
  });
});

describe("fan-out across instances", () => {
  it("notifies every instance's listener of a commit", async () => {
    const gameId = await newGame();
    await Promise.all([rtA.changes.ready(), rtB.changes.ready()]);
    const heard = (rt: Realtime) =>
      new Promise<number | null>((resolve) => {
        const stop = rt.changes.watch(GAME_CHANNEL, gameId, (v) => {
          stop();
          resolve(v);
        });
      });
    const both = Promise.all([heard(rtA), heard(rtB)]);
    await applyPlayerAction(dbB, {
      gameId,
      userId: user(0).id,
      clientActionId: "d1",
      action: { type: "draw" },
      now: () => T0 + 1_000,
    });
    expect(await both).toEqual([1, 1]);
  });

  it("reconnects a dropped LISTEN connection and re-reads, so a subscriber misses nothing", async () => {
    const gameId = await newGame();
    const db = createDb(database.url, { poolSize: 2 });
    const rt = createRealtime({ db, url: database.url, instance: "c" });
    const sub = subscribe(db, user(1), { gameId });
    expect(expectMessage(await sub.nextTracked()).id).toBe("0");
    const resynced = new Promise<void>((resolve) => {
      const stop = rt.listener.onResync(() => {
        stop();
        resolve();
      });
    });
    // The PostgreSQL implementation of the process's notification source is what is cut here.
    const listener = rt.listener as PgListener;
    const connection = listener.connection;
    if (!connection) throw new Error("listening");
    if (database.engine === "postgres") {
      // What a failover or an admin's kill does: the backend goes, the socket closes.
      await dbA.$executeRaw`SELECT pg_terminate_backend(${(connection as unknown as { processID: number }).processID})`;
    } else {
      // PGlite has a single backend to keep; cutting the client's socket is the same loss.
      (connection as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
    // Committed while the listener is away: its notification is lost, the re-read is not.
    await applyPlayerAction(dbA, {
      gameId,
      userId: user(0).id,
      clientActionId: "d1",
      action: { type: "draw" },
      now: () => T0 + 1_000,
    });
    await resynced;
    expect(listener.connection).not.toBe(connection);
    const step = expectMessage(await sub.nextTracked());
    expect([step.id, step.message.type]).toEqual(["1", "step"]);
    // And the new connection hears later commits as usual.
    await applyDueDeadlines(dbA, T0 + TIMER + 10);
    expect(expectMessage(await sub.nextTracked()).id).toBe("2");
    await sub.close();
    await rt.stop();
    await db.$disconnect();
  });
});

describe("presence and shutdown", () => {
  it("shows who is connected, keeps a dropped player 'away' for the grace, then drops them", async () => {
    const gameId = await newGame();
    const db = createDb(database.url, { poolSize: 2 });
    const rt = createRealtime({ db, url: database.url, instance: "p", graceMs: 400, heartbeatMs: 100 });
    // The watcher's instance times the grace; the player is served by another instance.
    const watcher = subscribe(db, user(1), { gameId });
    const player = subscribe(dbA, user(2), { gameId });
    await watcher.nextTracked();
    await player.nextTracked();
    const presence = async (want: (users: readonly { userId: string; status: string }[]) => boolean) => {
      for (;;) {
        const got = await watcher.next(3_000);
        if (typeof got === "string") throw new Error(`presence never matched (${got})`);
        if (got.message.type === "presence" && want(got.message.users)) {
          return got.message.users;
        }
      }
    };
    const status = (list: readonly { userId: string; status: string }[], id: string) =>
      list.find((u) => u.userId === id)?.status ?? "gone";
    await presence((list) => status(list, "u-cy") === "online" && status(list, "u-bo") === "online");
    await player.close();
    const away = await presence((list) => status(list, "u-cy") !== "online");
    expect(status(away, "u-cy")).toBe("away");
    const gone = await presence((list) => status(list, "u-cy") === "gone");
    expect(status(gone, "u-bo")).toBe("online");
    await watcher.close();
    await rt.stop();
    await db.$disconnect();
  });

  it("ends subscriptions with a retryable error on shutdown", async () => {
    const gameId = await newGame();
    const db = createDb(database.url, { poolSize: 2 });
    const rt = createRealtime({ db, url: database.url, instance: "s" });
    const sub = subscribe(db, user(0), { gameId });
    await sub.nextTracked();
    await rt.stop();
    await expect(sub.nextTracked()).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    const late = subscribe(db, user(0), { gameId });
    await expect(late.next()).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    await db.$disconnect();
  });
});
