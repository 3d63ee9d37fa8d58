import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyRoom } from "../services/rooms/room-channel";
import { type ApiClient, apiClient, type Player, signUp } from "../testing/clients";
import { QUICK_OMW } from "../testing/http/quick-games";
import { followGame } from "../testing/live-game-follower";
import { type Watched, watchStream as watch, within } from "../testing/live-stream-watch";
import { actionId, startRoomGame } from "../testing/room-setup";
import { startTestServer, type TestServer } from "../testing/test-server";

// Over real HTTP: an open live.game or live.room stream ends, with the very error a new
// subscriber gets, the moment its viewer loses the right to see it, and no step of the game
// reaches it after that.

let database: TestDatabase;
let server: TestServer;
let people: Record<"host" | "bo" | "cy", Player>;

/** A timer long enough that no step happens unless a test makes one. */
const SLOW_OMW = { ...QUICK_OMW, timer: { minMs: 120_000, maxMs: 120_000 } };
const GAME_GONE = { code: "NOT_FOUND", message: "That game does not exist." };
const ROOM_GONE = { code: "NOT_FOUND", message: "That room does not exist." };

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url });
  const [host, bo, cy] = await Promise.all(["Host", "Bo", "Cy"].map((n) => signUp(server.baseUrl, n)));
  if (!host || !bo || !cy) throw new Error("sign-up");
  people = { host, bo, cy };
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const client = (player: Player | null) => apiClient(server.baseUrl, player);

/** What someone opening the stream now is told. */
async function newSubscriberGets(api: ApiClient, what: { gameId: string } | { roomId: string }) {
  const fresh = watch(api, what);
  const refusal = await within(fresh.ended, 5_000, "refusal of a new subscriber");
  fresh.close();
  return refusal;
}

/** A private room of three seated players (host, Bo, Cy) with a game under way. */
async function privateGame() {
  const [host, bo, cy] = [client(people.host), client(people.bo), client(people.cy)];
  const { roomId, gameId } = await startRoomGame(host, [bo, cy], { kind: "oh-my-word", config: SLOW_OMW });
  const { code } = await host.rooms.get.query({ roomId });
  return { host, roomId, gameId, code };
}

/** The holder draws: one step of the game. Resolves once the host's own stream has it. */
async function oneStep(host: ApiClient, gameId: string) {
  const follower = followGame(host, gameId);
  await follower.until((f) => f.version >= 0, 5_000, "the host's snapshot");
  const before = follower.version;
  await host.play.ohMyWord.draw.mutate({ gameId, clientActionId: actionId("draw") });
  await follower.until((f) => f.version > before, 5_000, "the step");
  follower.close();
}

/** Both streams of one viewer: the game and its room. */
async function watchBoth(api: ApiClient, ids: { gameId: string; roomId: string }) {
  const game = watch(api, { gameId: ids.gameId });
  const room = watch(api, { roomId: ids.roomId });
  await Promise.all([game.opened(), room.opened()]);
  return { game, room };
}

/** After the change: both end (within 3 s) as a new subscriber is refused; no step follows. */
async function expectBothEnded(
  api: ApiClient,
  streams: { game: Watched; room: Watched },
  ids: { gameId: string; roomId: string },
  host: ApiClient,
  refusals = { game: GAME_GONE, room: ROOM_GONE },
) {
  const [game, room] = await Promise.all([
    within(streams.game.ended, 3_000, "end of live.game"),
    within(streams.room.ended, 3_000, "end of live.room"),
  ]);
  expect(game).toEqual(refusals.game);
  expect(room).toEqual(refusals.room);
  expect(await newSubscriberGets(api, { gameId: ids.gameId })).toEqual(game);
  expect(await newSubscriberGets(api, { roomId: ids.roomId })).toEqual(room);
  const heard = streams.game.texts.length;
  await oneStep(host, ids.gameId);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(streams.game.texts).toHaveLength(heard);
  expect(streams.game.texts.map((t) => (JSON.parse(t) as { type: string }).type)).not.toContain("step");
  streams.game.close();
  streams.room.close();
}

describe("open streams re-check who may see them", () => {
  it("ends a kicked spectator's streams of a private room", async () => {
    const table = await privateGame();
    const dee = await signUp(server.baseUrl, "Dee");
    const spectator = client(dee);
    await spectator.rooms.join.mutate({ code: table.code, as: "spectator" });
    const streams = await watchBoth(spectator, table);
    await table.host.rooms.kick.mutate({ roomId: table.roomId, userId: dee.userId });
    await expectBothEnded(spectator, streams, table, table.host);
  });

  it("ends an outsider's streams when a public room becomes private", async () => {
    const outsider = client(await signUp(server.baseUrl, "Eve"));
    const host = client(people.host);
    // The room between games: the host makes it private in its settings.
    const room = await host.rooms.create.mutate({ kind: "oh-my-word", name: "Open for now" });
    const lobby = watch(outsider, { roomId: room.id });
    await lobby.opened();
    await host.rooms.updateSettings.mutate({ roomId: room.id, visibility: "private" });
    expect(await within(lobby.ended, 3_000, "end of live.room")).toEqual(ROOM_GONE);
    lobby.close();

    // During a game, settings are locked, so no procedure turns its room private today; the
    // stream still must not outlive a change of the room row, so one is written (as changeRoom
    // writes: version up, NOTIFY at commit).
    const table = await privateGame();
    await server.db.room.update({ where: { id: table.roomId }, data: { visibility: "public" } });
    const streams = await watchBoth(outsider, table);
    await server.db.$transaction(async (tx) => {
      const { version } = await tx.room.update({
        where: { id: table.roomId },
        data: { visibility: "private", version: { increment: 1 } },
        select: { version: true },
      });
      await notifyRoom(tx, table.roomId, version);
    });
    await expectBothEnded(outsider, streams, table, table.host);
  });

  it("ends the streams of a member who leaves the room, but a player keeps their seat's game", async () => {
    const table = await privateGame();
    const fay = await signUp(server.baseUrl, "Fay");
    const spectator = client(fay);
    await spectator.rooms.join.mutate({ code: table.code, as: "spectator" });
    const streams = await watchBoth(spectator, table);
    await spectator.rooms.leave.mutate({ roomId: table.roomId });
    await expectBothEnded(spectator, streams, table, table.host);

    // A player who leaves the room stays in the game (and keeps seeing it from their seat).
    const next = await privateGame();
    const cy = client(people.cy);
    const player = await watchBoth(cy, next);
    await cy.rooms.leave.mutate({ roomId: next.roomId });
    expect(await within(player.room.ended, 3_000, "end of live.room")).toEqual(ROOM_GONE);
    const heard = player.game.texts.length;
    await oneStep(next.host, next.gameId);
    await expect
      .poll(() => player.game.texts.slice(heard).map((t) => JSON.parse(t) as { type: string }))
      .toContainEqual(expect.objectContaining({ type: "step" }));
    expect(JSON.parse(player.game.texts[0] ?? "{}")).toMatchObject({ type: "snapshot", seat: 2 });
    player.game.close();
    player.room.close();
  });

  it("ends a moderator's streams of a private room once they are no longer staff", async () => {
    const table = await privateGame();
    const gil = await signUp(server.baseUrl, "Gil");
    const admin = await signUp(server.baseUrl, "Hal");
    await server.db.user.update({ where: { id: gil.userId }, data: { role: "moderator" } });
    await server.db.user.update({ where: { id: admin.userId }, data: { role: "admin" } });
    const moderator = client(gil);
    const streams = await watchBoth(moderator, table);
    await client(admin).admin.users.setRole.mutate({
      userId: gil.userId,
      role: "player",
      reason: "Stepped down.",
    });
    await expectBothEnded(moderator, streams, table, table.host);
  });

  it("ends a suspended viewer's streams; they are told they were signed out", async () => {
    const table = await privateGame();
    const ivy = await signUp(server.baseUrl, "Ivy");
    const mod = await signUp(server.baseUrl, "Jo");
    await server.db.user.update({ where: { id: mod.userId }, data: { role: "moderator" } });
    const spectator = client(ivy);
    await spectator.rooms.join.mutate({ code: table.code, as: "spectator" });
    const streams = await watchBoth(spectator, table);
    await client(mod).admin.users.suspend.mutate({ userId: ivy.userId, reason: "Abusive chat." });
    // Suspension signs the person out everywhere; their streams say so (it tells nothing of
    // the room). Opening them again, signed out, meets the room's own refusal.
    const signedOut = { code: "UNAUTHORIZED", message: "This account is suspended; you were signed out." };
    const [game, room] = await Promise.all([
      within(streams.game.ended, 3_000, "end of live.game"),
      within(streams.room.ended, 3_000, "end of live.room"),
    ]);
    expect([game, room]).toEqual([signedOut, signedOut]);
    expect(await newSubscriberGets(spectator, { gameId: table.gameId })).toEqual(GAME_GONE);
    const heard = streams.game.texts.length;
    await oneStep(table.host, table.gameId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(streams.game.texts).toHaveLength(heard);
    streams.game.close();
    streams.room.close();
  });
});
