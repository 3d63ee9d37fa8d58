import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { OmwView } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp, type Transcript } from "../clients";
import { leaks } from "../hidden-info";
import { followGame } from "../live-game-follower";
import { playOmw } from "../omw-driver";
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
    const { gameId } = await startRoomGame(host, others, { kind: "oh-my-word", config: QUICK_OMW });

    const secrets = sampleSecrets(server.db, gameId, (state) => {
      const s = state as OmwSecretsState;
      return { deadlines: s.timer.deadline ? [s.timer.deadline] : [], bag: s.bag };
    });
    const seats = clients.map((client) => ({ client, follower: followGame(client, gameId) }));
    await Promise.all(seats.map((s) => s.follower.until((f) => f.version >= 0, 10_000, "the snapshot")));
    expect(seats.map((s) => s.follower.seat)).toEqual([0, 1, 2]);

    const log = await playOmw(seats, gameId);
    await Promise.all(seats.map((s) => s.follower.until((f) => f.over, 15_000, "the end")));
    const found = await secrets.stop();

    // Every seat's subscription ends on the same final result, as the server stored it.
    const results = seats.map((s) => (s.follower.view as OmwView).result);
    expect(results[0]).not.toBeNull();
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    const stored = await server.db.gameResult.findMany({ where: { gameId } });
    expect(stored).toHaveLength(3);
    const fetched = await host.games.view.query({ gameId });
    expect((fetched.view as OmwView).result).toEqual(results[0]);

    // What happened, as the players' own events tell it.
    const types = (seats[0]?.follower.events ?? []).map((e) => (e as { type: string }).type);
    expect(types).toContain("timer-went-off");
    expect(types).toContain("direction-reversed");
    expect(types).toContain("claim-challenged");
    expect(types).toContain("vote-cast");
    expect(types).toContain("game-over");
    expect(log.challenges).toBeGreaterThanOrEqual(1);
    for (const s of seats) expect(s.follower.errors).toEqual([]);

    // Nothing hidden reached anyone while playing.
    const received = [...transcripts.flatMap((t) => t.bodies), ...seats.flatMap((s) => s.follower.raw)];
    expect(found.seed.length).toBeGreaterThan(0);
    expect(found.deadlines.size).toBeGreaterThan(1);
    expect(leaks(received, found)).toEqual([]);
    // Before the reveal nobody sees another seat's token values, in views or in events.
    for (const s of seats) {
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
    for (const s of seats) s.follower.close();
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
