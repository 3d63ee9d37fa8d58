import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_HOSTED_ROOMS } from "../rooms/create-room";
import { callerAs, makeUser, type TestUser } from "../rooms/test-callers";

// Seating bots in rooms (docs/rules/bots.md) through the real router, as the host and others.

let database: TestDatabase;
let db: Db;
let host: TestUser;
let bo: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 6 });
  bo = await makeUser(db, "bo");
});
beforeEach(async () => {
  host = await makeUser(db, "host");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser | null) => callerAs(db, user);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: "none", message: "" }),
    (error: { code?: string; message?: string }) => ({ code: error.code, message: error.message }),
  );

async function room(seats = 4) {
  return as(host).rooms.create({ kind: "oh-my-word", name: "Table", config: { seats } });
}

describe("bots in rooms", () => {
  it("BOT-2: the host seats bots of a level in empty seats; they are ready, and the start waits only for people", async () => {
    const { id: roomId } = await room();
    const hard = await as(host).rooms.addBot({ roomId, seat: 2, level: "hard" });
    expect(hard).toMatchObject({ seat: 2, level: "hard", name: expect.stringMatching(/ \(bot\)$/) });
    const easy = await as(host).rooms.addBot({ roomId, seat: 3, level: "easy" });
    expect(easy.userId).not.toBe(hard.userId);
    const view = await as(host).rooms.get({ roomId });
    expect(view.seats.map((s) => s.bot)).toEqual([null, null, "hard", "easy"]);
    expect(view.seats[2]).toMatchObject({ player: { id: hard.userId, name: hard.name }, ready: true });
    // The level defaults to normal.
    await as(bo).rooms.join({ roomId });
    expect((await as(bo).rooms.get({ roomId })).me?.seat).toBe(1);
    await as(host).rooms.leaveSeat({ roomId });
    expect((await as(host).rooms.addBot({ roomId, seat: 0 })).level).toBe("normal");
    await as(host)
      .rooms.takeSeat({ roomId, seat: 0 })
      .catch(() => undefined);
    await as(host).rooms.removeBot({ roomId, seat: 0 });
    await as(host).rooms.takeSeat({ roomId, seat: 0 });

    expect(await refusal(as(host).rooms.start({ roomId }))).toEqual({
      code: "CONFLICT",
      message: "Everyone seated must be ready.",
    });
    await as(host).rooms.setReady({ roomId, ready: true });
    await as(bo).rooms.setReady({ roomId, ready: true });
    const { gameId } = await as(host).rooms.start({ roomId });
    const seats = await db.gameSeat.findMany({ where: { gameId }, orderBy: { seat: "asc" } });
    expect(seats.map((s) => s.userId)).toEqual([host.id, bo.id, hard.userId, easy.userId]);
    // After the start everyone's ready flag is cleared; the bots still show ready.
    const playing = await as(host).rooms.get({ roomId });
    expect(playing.seats.map((s) => s.ready)).toEqual([false, false, true, true]);
  });

  it("BOT-2: refuses others than the host, taken or missing seats, a game in play, and removing a person", async () => {
    const { id: roomId } = await room(3);
    await as(bo).rooms.join({ roomId });
    expect(await refusal(as(bo).rooms.addBot({ roomId, seat: 2, level: "easy" }))).toEqual({
      code: "FORBIDDEN",
      message: "Only the host can add bots.",
    });
    expect(await refusal(as(host).rooms.addBot({ roomId, seat: 1, level: "easy" }))).toEqual({
      code: "CONFLICT",
      message: "That seat is taken.",
    });
    expect(await refusal(as(host).rooms.addBot({ roomId, seat: 5, level: "easy" }))).toEqual({
      code: "BAD_REQUEST",
      message: "This table has 3 seats.",
    });
    expect(
      await refusal(as(host).rooms.addBot({ roomId, seat: 2, level: "expert" as unknown as "easy" })),
    ).toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("easy, normal or hard") });
    expect(await refusal(as(host).rooms.removeBot({ roomId, seat: 1 }))).toEqual({
      code: "BAD_REQUEST",
      message: "A person sits there; only bots can be removed from a seat.",
    });
    expect(await refusal(as(host).rooms.removeBot({ roomId, seat: 2 }))).toEqual({
      code: "BAD_REQUEST",
      message: "There is no bot in that seat; it is empty.",
    });
    await as(host).rooms.addBot({ roomId, seat: 2, level: "easy" });
    expect(await refusal(as(bo).rooms.removeBot({ roomId, seat: 2 }))).toEqual({
      code: "FORBIDDEN",
      message: "Only the host can remove bots.",
    });
    for (const p of [host, bo]) await as(p).rooms.setReady({ roomId, ready: true });
    await as(host).rooms.start({ roomId });
    await as(host)
      .rooms.leaveSeat({ roomId })
      .catch(() => undefined);
    expect(await refusal(as(host).rooms.addBot({ roomId, seat: 0, level: "easy" }))).toEqual({
      code: "CONFLICT",
      message: "Bots can join only before the game starts.",
    });
    expect(await refusal(as(host).rooms.removeBot({ roomId, seat: 2 }))).toEqual({
      code: "CONFLICT",
      message: "Bots can be removed only between games.",
    });
    // BuyWord rooms seat bots the same way.
    const bw = await as(host).rooms.create({ kind: "buyword", name: "Shop", config: { players: 3 } });
    expect((await as(host).rooms.addBot({ roomId: bw.id, seat: 2, level: "hard" })).level).toBe("hard");
    // A bot the host removed (kicked) is not seated in that room again; another one is.
    const { id: other } = await room(3);
    const first = await as(host).rooms.addBot({ roomId: other, seat: 1, level: "hard" });
    await as(host).rooms.kick({ roomId: other, userId: first.userId });
    const second = await as(host).rooms.addBot({ roomId: other, seat: 1, level: "hard" });
    expect(second.userId).not.toBe(first.userId);
  });

  it("BOT-10: a bot never hosts, and the last person leaving closes the room", async () => {
    const { id: roomId } = await room();
    await as(host).rooms.addBot({ roomId, seat: 1, level: "easy" });
    await as(bo).rooms.join({ roomId, as: "spectator" });
    await as(host).rooms.leave({ roomId });
    // The spectator hosts now, not the bot that joined before them.
    expect((await as(bo).rooms.get({ roomId })).host.id).toBe(bo.id);
    await as(bo).rooms.leave({ roomId });
    const stored = await db.room.findUniqueOrThrow({ where: { id: roomId } });
    expect(stored.status).toBe("closed");
  });

  it("BOT-9: play now opens a private room with the player and bots and starts the game in one call", async () => {
    const { roomId, gameId } = await as(host).rooms.playNow({ kind: "oh-my-word" });
    const view = await as(host).rooms.get({ roomId });
    expect(view).toMatchObject({
      visibility: "private",
      status: "playing",
      host: { id: host.id },
      currentGame: { id: gameId, status: "active" },
      me: { seat: 0, isHost: true },
    });
    expect(view.seats.map((s) => s.bot)).toEqual([null, "normal", "normal"]);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    expect(game.seats).toHaveLength(3);
    expect((game.config as { seats: number }).seats).toBe(3);
    // The scheduler will wake for the first bot move or the timer, whichever comes first.
    expect(game.nextDeadline).not.toBeNull();
    // Not in the lobby (private), and a stranger cannot see it.
    expect((await as(null).rooms.lobby({ limit: 50 })).items.map((r) => r.id)).not.toContain(roomId);
    expect(await refusal(as(bo).rooms.get({ roomId }))).toMatchObject({ code: "NOT_FOUND" });

    const hard = await as(bo).rooms.playNow({ kind: "oh-my-word", level: "hard" });
    expect((await as(bo).rooms.get({ roomId: hard.roomId })).seats.map((s) => s.bot)).toEqual([
      null,
      "hard",
      "hard",
    ]);
    // BuyWord: the player and one bot.
    const buyword = await as(bo).rooms.playNow({ kind: "buyword", level: "easy" });
    const bwRoom = await as(bo).rooms.get({ roomId: buyword.roomId });
    expect(bwRoom).toMatchObject({ kind: "buyword", visibility: "private", status: "playing" });
    expect(bwRoom.seats.map((s) => s.bot)).toEqual([null, "easy"]);
    const bwGame = await db.game.findUniqueOrThrow({
      where: { id: buyword.gameId },
      include: { seats: true },
    });
    expect((bwGame.config as { players: number }).players).toBe(2);
    expect(bwGame.seats.map((s) => s.userId).sort()).toEqual([bo.id, bwRoom.seats[1]?.player?.id].sort());

    expect(await refusal(as(null).rooms.playNow({ kind: "oh-my-word" }))).toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(
      await refusal(as(host).rooms.playNow({ kind: "chess" as unknown as "buyword", level: "easy" })),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("BOT-9: play now counts as a room the player opened: the hosting cap refuses it with a sentence", async () => {
    for (let i = 0; i < MAX_HOSTED_ROOMS - 1; i++) await room();
    await as(host).rooms.playNow({ kind: "oh-my-word", level: "easy" });
    const before = await db.room.count({ where: { hostId: host.id } });
    expect(await refusal(as(host).rooms.playNow({ kind: "oh-my-word" }))).toEqual({
      code: "FORBIDDEN",
      message: `You already host ${MAX_HOSTED_ROOMS} rooms; leave one before opening another.`,
    });
    // Nothing of the refused one was left behind.
    expect(await db.room.count({ where: { hostId: host.id } })).toBe(before);
  });
});
