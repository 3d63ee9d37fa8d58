import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { OmwView } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp, type Transcript } from "../clients";
import { leaks, type Received } from "../hidden-info";
import { followGame } from "../live-game-follower";
import { type OmwSeatClient, playOmw } from "../omw-driver";
import { actionId, startRoomGame } from "../room-setup";
import { sampleSecrets } from "../secret-sampler";
import { startTestServer, type TestServer } from "../test-server";
import { QUICK_OMW } from "./quick-games";

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

type OmwSecretsState = { timer: { status: string; deadline?: number }; bag: number[] };

describe("Oh My Word over HTTP", () => {
  it("plays a 3-player game to its end with a timeout, a reverse tile and a challenge", async () => {
    const names = ["Ana", "Bo", "Cy"];
    const players = await Promise.all(names.map((n) => signUp(server.baseUrl, n)));
    const transcripts: Transcript[] = players.map(() => ({ bodies: [] }));
    const clients = players.map((p, i) => apiClient(server.baseUrl, p, transcripts[i]));
    const [host, ...others] = clients;
    if (!host) throw new Error("no host");
    const room = await startRoomGame(host, others, { kind: "oh-my-word", config: QUICK_OMW });

    // Reverse tiles are a third of the bag, yet a short game may draw none: then the host
    // starts a rematch in the same room, at most twice.
    let gameId = room.gameId;
    const types: string[] = [];
    const received: Received[] = [];
    const everySecret = { seed: [] as string[], deadlines: new Set<number>(), bags: new Set<string>() };
    const allSeats: OmwSeatClient[] = [];
    for (let game = 0; game < 3; game++) {
      const secrets = sampleSecrets(server.db, gameId, (state) => {
        const s = state as OmwSecretsState;
        return { deadlines: s.timer.deadline ? [s.timer.deadline] : [], bag: s.bag };
      });
      const seats = clients.map((client) => ({ client, follower: followGame(client, gameId) }));
      allSeats.push(...seats);
      await Promise.all(seats.map((s) => s.follower.until((f) => f.version >= 0, 10_000, "the snapshot")));
      expect(seats.map((s) => s.follower.seat)).toEqual([0, 1, 2]);

      const log = await playOmw(seats, gameId);
      await Promise.all(seats.map((s) => s.follower.until((f) => f.over, 15_000, "the end")));
      const found = await secrets.stop();
      everySecret.seed.push(found.seed);
      for (const d of found.deadlines) everySecret.deadlines.add(d);
      for (const bag of found.bags) everySecret.bags.add(bag);
      received.push(...seats.flatMap((s) => s.follower.raw));

      // Every seat's subscription ends on the same final result, as the server stored it.
      const results = seats.map((s) => (s.follower.view as OmwView).result);
      expect(results[0]).not.toBeNull();
      expect(results[1]).toEqual(results[0]);
      expect(results[2]).toEqual(results[0]);
      const stored = await server.db.gameResult.findMany({ where: { gameId } });
      expect(stored).toHaveLength(3);
      const fetched = await host.games.view.query({ gameId });
      expect((fetched.view as OmwView).result).toEqual(results[0]);
      for (const s of seats) expect(s.follower.errors).toEqual([]);
      for (const s of seats) s.follower.close();

      // What happened, as the players' own events tell it.
      const seen = (seats[0]?.follower.events ?? []).map((e) => (e as { type: string }).type);
      types.push(...seen);
      if (game === 0) {
        expect(seen).toContain("timer-went-off");
        expect(seen).toContain("claim-challenged");
        expect(seen).toContain("vote-cast");
        expect(seen).toContain("game-over");
        expect(log.timeouts).toBe(1);
        expect(log.challenges).toBe(1);
        expect(log.votes).toBe(1);
      }
      if (types.includes("direction-reversed")) break;
      ({ gameId } = await host.rooms.rematch.mutate({ roomId: room.roomId }));
    }
    expect(types).toContain("direction-reversed");

    // Nothing hidden reached anyone while playing.
    received.push(...transcripts.flatMap((t) => t.bodies));
    expect(everySecret.deadlines.size).toBeGreaterThan(1);
    for (const seed of everySecret.seed) {
      expect(seed.length).toBeGreaterThan(0);
      expect(leaks(received, { ...everySecret, seed })).toEqual([]);
    }
    // Before the reveal nobody sees another seat's token values, in views or in events.
    for (const s of allSeats) {
      for (const { text } of s.follower.raw) {
        const message = JSON.parse(text) as { type: string; view?: OmwView; events?: unknown[] };
        if (message.view && message.view.phase === "playing") {
          for (const other of message.view.seats)
            if (other.seat !== s.follower.seat) expect(other.tokens).toBeNull();
        }
        for (const event of message.events ?? []) {
          const e = event as { type: string; seat?: number; value?: number };
          if (e.type === "token-taken" && e.seat !== s.follower.seat) expect(e.value).toBeUndefined();
        }
      }
    }
  });

  it("applies the same move sent 20 times at once (one client action id) exactly once", async () => {
    const players = await Promise.all(["Gil", "Hal", "Ivy"].map((n) => signUp(server.baseUrl, n)));
    const [host, ...others] = players.map((p) => apiClient(server.baseUrl, p));
    if (!host) throw new Error("no host");
    const { gameId } = await startRoomGame(host, others, {
      kind: "oh-my-word",
      config: { ...QUICK_OMW, timer: { minMs: 60_000, maxMs: 60_000 } },
    });
    // Twenty separate clients, so twenty separate HTTP requests (no batching).
    const holder = players[0];
    if (!holder) throw new Error("no holder");
    const clientActionId = actionId("same");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiClient(server.baseUrl, holder).play.ohMyWord.draw.mutate({ gameId, clientActionId }),
      ),
    );
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.version))).toEqual(new Set([1]));
    const stored = await server.db.gameAction.findMany({ where: { gameId } });
    expect(stored.map((a) => [a.seq, a.clientActionId])).toEqual([[1, clientActionId]]);
    const game = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.version).toBe(1);
  });
});
