import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { type OmwView, ohMyWord } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../root";
import { applyPlayerAction } from "../services/games/apply-action";
import { createGame } from "../services/games/create-game";
import { applyDueDeadlines } from "../services/games/deadlines";
import { callerAs, makeUser } from "../services/rooms/test-callers";
import { forbiddenKeys, leaks, type Received } from "../testing/hidden-info";
import { createCallerFactory, type SessionUser } from "../trpc";
import type { LiveGameMessage } from "./live-message";
import { createRealtime } from "./registry";
import type { Realtime } from "./runtime";
import { applyViewPatch } from "./view-patch";

// Table mode's display (/rooms/<id>/display) is opened by the host, who is seated: it asks
// live.game and games.events `as: "spectator"`, and must get exactly a spectator's view and
// events, never the host's own tokens, the bag or the hidden timer's deadline.

let database: TestDatabase;
let db: Db;
let rt: Realtime;
const users: SessionUser[] = [];

// Now, and the longest timer: no scheduler may find the timer due while the test plays.
const T0 = Date.now();
const TIMER = 600_000;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  rt = createRealtime({ db, url: database.url, instance: "display" });
  for (const name of ["ana", "bo", "cy", "di"]) {
    await db.user.create({ data: { id: `d-${name}`, name, email: `${name}@display.test` } });
    users.push({ id: `d-${name}`, name, email: `${name}@display.test`, role: "player" });
  }
}, 120_000);
afterAll(async () => {
  await rt?.stop();
  await db?.$disconnect();
  await database?.drop();
});

const user = (i: number) => users[i] as SessionUser;
const caller = (who: SessionUser | null, signal?: AbortSignal) =>
  createCallerFactory(appRouter)({ db, headers: new Headers(), user: who }, signal ? { signal } : undefined);

/** A private table-mode room of three seats (Ana hosts, Di watches) and its running game. */
async function tableModeGame(): Promise<{ gameId: string; roomId: string }> {
  const room = await db.room.create({
    data: {
      code: "DISPL1",
      kind: "oh_my_word",
      name: "Living room",
      hostId: user(0).id,
      visibility: "private",
      config: { game: {}, packBoards: null, kicked: [], options: { judgingHints: true, tableMode: true } },
      members: {
        create: [
          ...[0, 1, 2].map((i) => ({ userId: user(i).id, seat: i })),
          { userId: user(3).id, seat: null },
        ],
      },
    },
  });
  const game = await createGame(db, {
    kind: "oh-my-word",
    config: { seats: 3, firstSeat: 0, timer: { minMs: TIMER, maxMs: TIMER }, tiles: { reverse: 0 } },
    seatUserIds: users.slice(0, 3).map((u) => u.id),
    now: T0,
    roomId: room.id,
  });
  return { gameId: game.id, roomId: room.id };
}

type StoredState = { timer: { deadline?: number | null }; bag: number[] };
const secrets = { seed: "", deadlines: new Set<number>(), bags: new Set<string>() };
async function noteSecrets(gameId: string) {
  const row = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { seed: true, state: true } });
  const state = row.state as unknown as StoredState;
  secrets.seed = row.seed;
  if (state.timer.deadline) secrets.deadlines.add(state.timer.deadline);
  if (state.bag.length >= 6) secrets.bags.add(JSON.stringify(state.bag));
}

async function stateView(gameId: string, seat: number | null): Promise<OmwView> {
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  return ohMyWord.view(game.state as never, seat);
}

let step = 0;
async function act(gameId: string, seat: number, action: unknown, at: number) {
  await applyPlayerAction(db, {
    gameId,
    userId: user(seat).id,
    clientActionId: `display-${++step}`,
    action,
    now: () => at,
  });
  await noteSecrets(gameId);
}

/** live.game as `who`, message by message, keeping every text as it was received. */
function subscribe(who: SessionUser, gameId: string, as?: "spectator") {
  const abort = new AbortController();
  const iterable = caller(who, abort.signal).live.game({ gameId, ...(as ? { as } : {}) });
  let iterator: AsyncIterator<unknown> | null = null;
  const received: Received[] = [];
  async function next(): Promise<LiveGameMessage> {
    iterator ??= (await iterable)[Symbol.asyncIterator]();
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), 15_000);
      });
      const result = await Promise.race([iterator.next(), timeout]).finally(() => clearTimeout(timer));
      if (result === "timeout" || result.done) throw new Error("no message came");
      const value = result.value as [string, string] | string;
      const text = Array.isArray(value) ? value[1] : value;
      received.push({ at: T0, text });
      if (Array.isArray(value)) return JSON.parse(text) as LiveGameMessage;
    }
  }
  async function close() {
    abort.abort();
    await iterator?.return?.();
  }
  return { next, received, close };
}

describe("the table display's live view", () => {
  it("gives the seated host a spectator's view and events, with no secret in them", async () => {
    const { gameId } = await tableModeGame();
    await noteSecrets(gameId);
    const display = subscribe(user(0), gameId, "spectator");
    const first = await display.next();
    if (first.type !== "snapshot") throw new Error("a snapshot first");
    expect(first.seat).toBeNull();
    let view = first.view as OmwView;
    expect(view.you).toBeNull();

    // A few turns: each holder draws, covers the first open category and passes the bag.
    let at = T0 + 1_000;
    const later = () => {
      at += 400;
      return at;
    };
    for (let turn = 0; turn < 3; turn++) {
      const holder = (await stateView(gameId, 0)).holder as number;
      await act(gameId, holder, { type: "draw" }, later());
      const mine = await stateView(gameId, holder);
      const open = mine.boards.flatMap((b) => b.categories).find((c) => c.cover === null);
      if (!open || !mine.turn.letter) throw new Error("a letter and an open category");
      await act(
        gameId,
        holder,
        { type: "claim", category: open.id, term: `${mine.turn.letter}ish` },
        later(),
      );
      await act(gameId, holder, { type: "pass" }, later());
    }
    const target = (await stateView(gameId, null)).version;
    const events: unknown[] = [];
    while (view.version < target) {
      const message = await display.next();
      if (message.type !== "step") throw new Error("steps after the snapshot");
      view = applyViewPatch(view, message.patch) as OmwView;
      events.push(...message.events);
    }
    await display.close();

    // Exactly what a spectator sees: the covers and the new holder, no seat's own tokens.
    expect(view).toEqual(await stateView(gameId, null));
    expect(view.boards.flatMap((b) => b.categories).filter((c) => c.cover !== null)).toHaveLength(3);
    expect(view.seats.every((s) => s.tokens === null && s.score === null)).toBe(true);
    expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ type: "tile-drawn" })]));
    // No bag, seed or hidden deadline anywhere in what was sent, parsed or as text.
    expect(secrets.deadlines.size).toBeGreaterThan(0);
    expect(leaks(display.received, secrets)).toEqual([]);
    for (const { text } of display.received) expect(forbiddenKeys(JSON.parse(text))).toEqual([]);

    // The same player's own table still gets their seat.
    const seatStream = subscribe(user(0), gameId);
    const own = await seatStream.next();
    await seatStream.close();
    expect(own.type === "snapshot" && own.seat).toBe(0);
  });

  it("reads the history as a spectator for a seated player who asks so", async () => {
    await db.room.deleteMany({ where: { code: "DISPL1" } });
    const { gameId } = await tableModeGame();
    // Ana draws and holds the letter when the timer goes off: she takes a token, whose value
    // only her seat may know.
    await act(gameId, 0, { type: "draw" }, T0 + 1_000);
    await applyDueDeadlines(db, T0 + TIMER + 1_000, 5);
    const taken = (h: { entries: readonly { events: readonly unknown[] }[] }) =>
      h.entries.flatMap((e) => e.events).filter((e) => (e as { type: string }).type === "token-taken");
    const asSeat = await caller(user(0)).games.events({ gameId });
    const asDisplay = await caller(user(0)).games.events({ gameId, as: "spectator" });
    const asSpectator = await caller(user(3)).games.events({ gameId });
    expect(taken(asSeat)).toEqual([{ type: "token-taken", seat: 0, value: expect.any(Number) }]);
    expect(taken(asDisplay)).toEqual([{ type: "token-taken", seat: 0 }]);
    expect(asDisplay).toEqual(asSpectator);
  });

  it("refuses anything but the spectator as `as`, and strangers as for a missing game", async () => {
    await db.room.deleteMany({ where: { code: "DISPL1" } });
    const { gameId } = await tableModeGame();
    await expect(caller(user(0)).games.events({ gameId, as: "seat" as never })).rejects.toThrow(
      // The caller gets zod's issues; over HTTP the API's formatter keeps the sentence.
      /A game's history is read as \\"spectator\\" or as one's seat\./,
    );
    const stranger = {
      id: "d-nobody",
      name: "Nobody",
      email: "nobody@display.test",
      role: "player" as const,
    };
    await db.user.create({ data: { id: stranger.id, name: stranger.name, email: stranger.email } });
    await expect(caller(stranger).games.events({ gameId, as: "spectator" })).rejects.toThrow(
      "That game does not exist.",
    );
  });
});

describe("the tableMode room option", () => {
  it("is off by default, set at creation or by the host before the start, and kept", async () => {
    const host = await makeUser(db, "table-host");
    const created = await callerAs(db, host).rooms.create({ kind: "oh-my-word", name: "Sofa" });
    const get = async () => (await callerAs(db, host).rooms.get({ roomId: created.id })).config.options;
    expect(await get()).toEqual({ judgingHints: true, tableMode: false });
    await callerAs(db, host).rooms.updateSettings({ roomId: created.id, options: { tableMode: true } });
    await callerAs(db, host).rooms.updateSettings({ roomId: created.id, options: { judgingHints: false } });
    expect(await get()).toEqual({ judgingHints: false, tableMode: true });
    const on = await callerAs(db, host).rooms.create({
      kind: "oh-my-word",
      name: "Kitchen",
      options: { tableMode: true },
    });
    expect((await callerAs(db, host).rooms.get({ roomId: on.id })).config.options.tableMode).toBe(true);
  });

  it("is refused for BuyWord and when it is not a boolean", async () => {
    const host = await makeUser(db, "table-bw-host");
    await expect(
      callerAs(db, host).rooms.create({ kind: "buyword", name: "Words", options: { tableMode: true } }),
    ).rejects.toThrow("Table mode is for Oh My Word rooms.");
    await expect(
      callerAs(db, host).rooms.create({
        kind: "oh-my-word",
        name: "Odd",
        options: { tableMode: "on" } as never,
      }),
    ).rejects.toThrow(/Table mode is on \(true\) or off \(false\)\./);
  });
});
