import { ohMyWordKnowledge } from "@wordhall/bots";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { BuywordView, OmwView } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverLexicons } from "../../lexicons";
import { type ApiClient, apiClient, type Player, signUp } from "../../testing/clients";
import { followGame, type GameFollower } from "../../testing/live-game-follower";
import { actionId, startRoomGame } from "../../testing/room-setup";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { createBotRegistry, useBotRegistry } from "../bots/registry";

// Away seats over real HTTP and SSE, with real presence, on two server instances sharing
// one database: each player's tab is served by its own instance, as behind a front.
// Grace, heartbeat and the end-for-absence limit are shortened by options, nothing else.

const GRACE_MS = 600;
const END_AFTER_MS = 2_500;
const realtime = { graceMs: GRACE_MS, heartbeatMs: 100, sweepMs: 200, absence: { endAfterMs: END_AFTER_MS } };

/** The stand-in bots know the built-in boards (no WordNet to read) and think 20 times faster. */
const testBots = () =>
  createBotRegistry({ lexicons: serverLexicons, omwKnowledge: () => ohMyWordKnowledge(), speedup: 20 });

let database: TestDatabase;
let serverA: TestServer;
let serverB: TestServer;

beforeAll(async () => {
  useBotRegistry(testBots());
  database = await createTestDatabase({ migrate: true });
  serverA = await startTestServer({ databaseUrl: database.url, instance: "away-a", realtime });
  serverB = await startTestServer({ databaseUrl: database.url, instance: "away-b", realtime });
});
afterAll(async () => {
  useBotRegistry(null);
  await serverA?.stop();
  await serverB?.stop();
  await database?.drop();
});

type Seated = { player: Player; client: ApiClient };

/** People signed up on instance A; each client talks to the instance given. */
async function people(names: readonly string[], servers: readonly TestServer[]): Promise<Seated[]> {
  return Promise.all(
    names.map(async (name, i) => {
      const player = await signUp(serverA.baseUrl, name);
      return { player, client: apiClient((servers[i] ?? serverA).baseUrl, player) };
    }),
  );
}

async function spectator(host: ApiClient, roomId: string, name: string, server: TestServer): Promise<Seated> {
  const player = await signUp(server.baseUrl, name);
  const client = apiClient(server.baseUrl, player);
  const { code } = await host.rooms.get.query({ roomId });
  await client.rooms.join.mutate({ code, as: "spectator" });
  return { player, client };
}

const omwSeat = (f: GameFollower, seat: number) => (f.view as OmwView).seats[seat];
const bwPlayer = (f: GameFollower, seat: number) => (f.view as BuywordView).players[seat];

const LONG_OMW = { seats: 2, timer: { minMs: 600_000, maxMs: 600_000 }, firstSeat: 0 };

describe("away seats", () => {
  it("SEAT-1: a player gone past the grace is marked away for everyone, with since when; back when they return", async () => {
    const [ana, bo] = await people(["Ana", "Bo"], [serverA, serverB]);
    if (!ana || !bo) throw new Error("two players");
    const { roomId, gameId } = await startRoomGame(ana.client, [bo.client], {
      kind: "oh-my-word",
      config: LONG_OMW,
    });
    // The players open the game at once (within the grace from its start), as the room page does.
    const anaSees = followGame(ana.client, gameId);
    let boSees = followGame(bo.client, gameId);
    const cy = await spectator(ana.client, roomId, "Cy", serverB);
    const cySees = followGame(cy.client, gameId);
    await Promise.all([anaSees, cySees, boSees].map((f) => f.until((x) => x.version >= 0)));
    // Give presence a moment to hear Bo, then Bo closes the tab.
    await new Promise((r) => setTimeout(r, 300));
    expect(omwSeat(anaSees, 1)).not.toHaveProperty("away");
    const closedAt = Date.now();
    boSees.close();
    for (const f of [anaSees, cySees])
      await f.until((x) => omwSeat(x, 1)?.away !== undefined, 5_000, "Bo away");
    const markedAt = Date.now();
    for (const f of [anaSees, cySees]) {
      const away = omwSeat(f, 1)?.away;
      expect(away?.standIn).toBe(false);
      // Since the moment presence last saw him, not the moment of the mark.
      expect(away?.since).toBeGreaterThanOrEqual(closedAt - 300);
      expect(away?.since).toBeLessThanOrEqual(closedAt + 300);
      expect(omwSeat(f, 0)).not.toHaveProperty("away");
    }
    expect(markedAt - closedAt).toBeGreaterThanOrEqual(GRACE_MS - 50);
    const fetched = await cy.client.games.view.query({ gameId });
    expect((fetched.view as OmwView).seats[1]?.away?.since).toBe(omwSeat(anaSees, 1)?.away?.since);

    // Bo opens the game again: the mark goes, for everyone.
    boSees = followGame(bo.client, gameId);
    for (const f of [anaSees, cySees, boSees]) {
      await f.until(
        (x) => x.version >= 0 && omwSeat(x, 1) !== undefined && omwSeat(x, 1)?.away === undefined,
        5_000,
        "Bo back",
      );
    }
    const marks = await serverA.db.gameAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    expect(marks.map((a) => [(a.action as { type: string }).type, a.seat])).toEqual([
      ["away", null],
      ["back", null],
    ]);
    for (const f of [anaSees, cySees, boSees]) f.close();
  });

  it("SEAT-2: a stand-in only for an away seat, asked by another player; refused otherwise with a sentence; the bot plays the seat until its player is back", async () => {
    const [ana, bo] = await people(["Ana", "Bo"], [serverA, serverB]);
    if (!ana || !bo) throw new Error("two players");
    // Bo holds the bag first: his stand-in has something to do at once.
    const config = { ...LONG_OMW, firstSeat: 1 };
    const { roomId, gameId } = await startRoomGame(ana.client, [bo.client], { kind: "oh-my-word", config });
    const anaSees = followGame(ana.client, gameId);
    let boSees = followGame(bo.client, gameId);
    const cy = await spectator(ana.client, roomId, "Cy", serverA);
    await Promise.all([anaSees, boSees].map((f) => f.until((x) => x.version >= 0)));
    await new Promise((r) => setTimeout(r, 300));

    await expect(ana.client.games.standIn.mutate({ gameId, seat: 1 })).rejects.toMatchObject({
      message: `Bo is not away: a seat counts as away once its player has been gone for more than 1 second.`,
    });
    boSees.close();
    await anaSees.until((x) => omwSeat(x, 1)?.away !== undefined, 5_000, "Bo away");
    // Nobody plays for him yet: the bag waits in his hands.
    const waiting = anaSees.version;
    await new Promise((r) => setTimeout(r, 500));
    expect(anaSees.version).toBe(waiting);

    await expect(cy.client.games.standIn.mutate({ gameId, seat: 1 })).rejects.toMatchObject({
      data: { code: "FORBIDDEN" },
      message: "Only the players at this table can do that.",
    });
    await expect(ana.client.games.standIn.mutate({ gameId, seat: 0 })).rejects.toMatchObject({
      message: "That is your own seat: you are here, so it is not away.",
    });
    await expect(ana.client.games.standIn.mutate({ gameId, seat: 5 })).rejects.toMatchObject({
      message: "There is no such seat at this table.",
    });
    const stranger = await signUp(serverA.baseUrl, "Di");
    await expect(
      apiClient(serverA.baseUrl, stranger).games.standIn.mutate({ gameId, seat: 1 }),
    ).rejects.toMatchObject({
      data: { code: "NOT_FOUND" },
      message: "That game does not exist.",
    });

    // A game no bot plays refuses a stand-in (its defaults or its timer carry the seat).
    useBotRegistry({ botFor: () => undefined });
    await expect(ana.client.games.standIn.mutate({ gameId, seat: 1 })).rejects.toMatchObject({
      data: { code: "CONFLICT" },
      message:
        "No bot plays Oh My Word yet. While Bo is away, each of their decisions is made by its default: at once with no time limit, else when the limit runs out.",
    });
    useBotRegistry(testBots());

    await ana.client.games.standIn.mutate({ gameId, seat: 1 });
    await anaSees.until((x) => omwSeat(x, 1)?.away?.standIn === true, 5_000, "a stand-in for Bo");
    await expect(ana.client.games.standIn.mutate({ gameId, seat: 1 })).rejects.toMatchObject({
      data: { code: "CONFLICT" },
      message: "A bot already plays for Bo.",
    });
    // The stand-in plays Bo's seat: it draws from the bag he holds, as seat 1.
    // (Its tile may be a reverse tile, which hands the bag straight back: count moves, not stages.)
    const { seq: standing } = await serverA.db.gameAction.findFirstOrThrow({
      where: { gameId, action: { equals: { type: "stand-in", seat: 1 } } },
    });
    await anaSees.until((x) => x.version > standing, 10_000, "the stand-in's draw");
    const drawn = await serverA.db.gameAction.findFirst({
      where: { gameId, seat: 1 },
      orderBy: { seq: "asc" },
    });
    expect(drawn?.action).toEqual({ type: "draw" });
    expect(drawn?.clientActionId).toMatch(/^bot-s1-v\d+$/);

    boSees = followGame(bo.client, gameId);
    await anaSees.until(
      (x) => omwSeat(x, 1) !== undefined && omwSeat(x, 1)?.away === undefined,
      5_000,
      "Bo back",
    );
    await boSees.until(
      (x) => x.version >= 0 && omwSeat(x, 1)?.away === undefined,
      5_000,
      "Bo sees himself back",
    );
    const backAt = await serverA.db.gameAction.findFirstOrThrow({
      where: { gameId, action: { equals: { type: "back", seat: 1 } } },
    });
    // Back in his hands: nothing more is sent for his seat but what he sends himself.
    await new Promise((r) => setTimeout(r, 1_500));
    const after = await serverA.db.gameAction.findMany({ where: { gameId, seq: { gt: backAt.seq } } });
    expect(after.filter((a) => a.clientActionId?.startsWith("bot-"))).toEqual([]);
    for (const f of [anaSees, boSees]) f.close();
  });

  it("SEAT-3: ending for absence is refused before the limit and allowed after it; the absent player ranks last and loses rating", async () => {
    const [ana, bo] = await people(["Ana", "Bo"], [serverA, serverB]);
    if (!ana || !bo) throw new Error("two players");
    const { gameId } = await startRoomGame(ana.client, [bo.client], { kind: "oh-my-word", config: LONG_OMW });
    const anaSees = followGame(ana.client, gameId);
    const boSees = followGame(bo.client, gameId);
    await Promise.all([anaSees, boSees].map((f) => f.until((x) => x.version >= 0)));
    await new Promise((r) => setTimeout(r, 300));
    await expect(ana.client.games.endForAbsence.mutate({ gameId, seat: 1 })).rejects.toMatchObject({
      message: expect.stringMatching(/^Bo is not away/),
    });
    boSees.close();
    await anaSees.until((x) => omwSeat(x, 1)?.away !== undefined, 5_000, "Bo away");
    const since = omwSeat(anaSees, 1)?.away?.since ?? 0;
    await expect(ana.client.games.endForAbsence.mutate({ gameId, seat: 1 })).rejects.toMatchObject({
      data: { code: "CONFLICT" },
      message: expect.stringMatching(
        /^Bo has been away for 1 second; you can end the game 3 seconds after they were last seen, in [23] seconds\.$/,
      ),
    });
    expect(await serverA.db.gameResult.count({ where: { gameId } })).toBe(0);
    await new Promise((r) => setTimeout(r, Math.max(0, since + END_AFTER_MS - Date.now()) + 50));
    await ana.client.games.endForAbsence.mutate({ gameId, seat: 1 });
    await anaSees.until((x) => x.over, 5_000, "the end");
    const result = (anaSees.view as OmwView).result;
    expect(result?.reason).toBe("absence");
    expect(result?.standings.map((s) => [s.seat, s.rank, s.left])).toEqual([
      [0, 1, false],
      [1, 2, true],
    ]);
    const rows = await serverA.db.gameResult.findMany({ where: { gameId }, orderBy: { rank: "asc" } });
    expect(rows.map((r) => [r.userId, r.rank])).toEqual([
      [ana.player.userId, 1],
      [bo.player.userId, 2],
    ]);
    const ratings = await serverA.db.rating.findMany({
      where: { userId: { in: [ana.player.userId, bo.player.userId] } },
    });
    const of = (id: string) => ratings.find((r) => r.userId === id);
    expect(of(ana.player.userId)).toMatchObject({ games: 1, wins: 1 });
    expect(of(bo.player.userId)).toMatchObject({ games: 1, wins: 0 });
    expect(of(ana.player.userId)?.mu).toBeGreaterThan(of(bo.player.userId)?.mu ?? Number.POSITIVE_INFINITY);
    await expect(ana.client.games.endForAbsence.mutate({ gameId, seat: 1 })).rejects.toMatchObject({
      message: "This game is over.",
    });
    anaSees.close();
  });

  it("SEAT-4: a BuyWord game with no time limits moves on by the away seat's defaults, each applied once, then by a stand-in, and ends", async () => {
    const [ana, bo] = await people(["Ana", "Bo"], [serverA, serverB]);
    if (!ana || !bo) throw new Error("two players");
    const { roomId, gameId } = await startRoomGame(ana.client, [bo.client], {
      kind: "buyword",
      config: { players: 2 },
    });
    // Bo never opens the game. Ana plays on instance A; a spectator watches on B, so both
    // instances see Bo gone and both schedulers run: each default must still happen once.
    const cy = await spectator(ana.client, roomId, "Cy", serverB);
    const anaSees = followGame(ana.client, gameId);
    const cySees = followGame(cy.client, gameId);
    await Promise.all([anaSees, cySees].map((f) => f.until((x) => x.version >= 0)));
    await anaSees.until((x) => bwPlayer(x, 1)?.away !== undefined, 5_000, "Bo away");
    const game = await serverA.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(bwPlayer(anaSees, 1)?.away?.since).toBe(game.createdAt.getTime());
    let standIn = false;
    for (let i = 0; i < 600 && !anaSees.over; i++) {
      // Once the defaults have carried Bo's seat a while, Ana lets the BuyWord bot take it.
      const defaulted = anaSees.events.filter((e) => (e as { type: string }).type === "awayDefault").length;
      if (!standIn && defaulted >= 6) {
        const { version } = await ana.client.games.standIn.mutate({ gameId, seat: 1 });
        standIn = true;
        await anaSees.until((x) => x.version >= version, 5_000, "the stand-in");
      }
      const view = anaSees.view as BuywordView;
      const phase = view.phase;
      const mine =
        (phase.kind === "choose" && phase.turn === 0) ||
        (phase.kind === "decide" && phase.turn === 0) ||
        (phase.kind === "sell" && phase.turn === 0 && phase.pending === null);
      if (!mine) {
        const at = anaSees.version;
        await anaSees.until((x) => x.over || x.version > at, 5_000, "Bo's defaults");
        continue;
      }
      const ids = { gameId, clientActionId: actionId("ana") };
      const sent =
        phase.kind === "choose"
          ? await ana.client.play.buyword.choose.mutate({ ...ids, count: 3 })
          : phase.kind === "decide"
            ? await ana.client.play.buyword.discard.mutate(ids)
            : await ana.client.play.buyword.endTurn.mutate({ ...ids, discard: [] });
      // Wait for the version Ana's own move made (the bot may move the game on meanwhile too).
      await anaSees.until((x) => x.over || x.version >= sent.version, 5_000, "Ana's move");
    }
    expect(anaSees.over).toBe(true);
    await cySees.until((x) => x.over, 5_000, "the end for the spectator");

    const actions = await serverA.db.gameAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    const typed = actions.map((a) => ({
      ...(a.action as { type: string; step?: number; seat?: number }),
      by: a.seat,
      at: a.at.getTime(),
    }));
    const standAt = typed.findIndex((a) => a.type === "standIn");
    expect(standAt).toBeGreaterThan(0);
    const defaults = typed.filter((a) => a.type === "awayDefault");
    expect(defaults.length).toBeGreaterThanOrEqual(6);
    for (const d of defaults) expect(d).toMatchObject({ seat: 1, by: null });
    expect(new Set(defaults.map((d) => d.step)).size).toBe(defaults.length);
    // Before the stand-in no bot was asked; after it, the bot plays the seat and no default does.
    const botMoves = actions.filter((a) => a.clientActionId?.startsWith("bot-"));
    expect(botMoves.length).toBeGreaterThan(0);
    for (const a of botMoves) expect([a.seat, a.seq > standAt + 1]).toEqual([1, true]);
    expect(typed.slice(standAt).some((a) => a.type === "awayDefault")).toBe(false);
    expect(typed.filter((a) => a.type === "away")).toHaveLength(1);
    expect(typed.every((a) => a.type !== "timeout")).toBe(true);
    for (let i = 1; i < typed.length; i++) expect(typed[i]?.at).toBeGreaterThanOrEqual(typed[i - 1]?.at ?? 0);
    expect(await serverA.db.gameResult.count({ where: { gameId } })).toBe(2);
    for (const f of [anaSees, cySees]) f.close();
  });
});
