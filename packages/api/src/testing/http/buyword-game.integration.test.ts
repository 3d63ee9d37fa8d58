import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { BuywordView } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playBuyword } from "../buyword-driver";
import { apiClient, signUp, type Transcript } from "../clients";
import { leaks } from "../hidden-info";
import { followGame, type GameFollower } from "../live-game-follower";
import { startRoomGame } from "../room-setup";
import { sampleSecrets } from "../secret-sampler";
import { startTestServer, type TestServer } from "../test-server";

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

/** Nobody sees another seat's hand or draw (no trade, draft or auction puts draws on the table). */
function othersHidden(followers: readonly GameFollower[]): void {
  for (const f of followers) {
    const view = f.view as BuywordView;
    for (const p of view.players) {
      if (p.seat !== f.seat && p.draw) expect(p.draw.tiles).toBeNull();
      expect(Object.keys(p)).not.toContain("hand");
    }
  }
}

async function playTable(names: readonly string[]) {
  const players = await Promise.all(names.map((n) => signUp(server.baseUrl, n)));
  const transcripts: Transcript[] = players.map(() => ({ bodies: [] }));
  const clients = players.map((p, i) => apiClient(server.baseUrl, p, transcripts[i]));
  const [host, ...others] = clients;
  if (!host) throw new Error("no host");
  const { gameId } = await startRoomGame(host, others, {
    kind: "buyword",
    config: { players: names.length },
  });
  const secrets = sampleSecrets(server.db, gameId, (state) => ({
    deadlines: [],
    bag: (state as { bag: number[] }).bag,
  }));
  const seats = clients.map((client) => ({ client, follower: followGame(client, gameId) }));
  await Promise.all(seats.map((s) => s.follower.until((f) => f.version >= 0, 10_000, "the snapshot")));
  const followers = seats.map((s) => s.follower);
  const log = await playBuyword(seats, gameId, { onStep: async () => othersHidden(followers) });
  await Promise.all(followers.map((f) => f.until((x) => x.over, 10_000, "the end")));
  const found = await secrets.stop();
  const received = [...transcripts.flatMap((t) => t.bodies), ...followers.flatMap((f) => f.raw)];
  expect(found.bags.size).toBeGreaterThan(0);
  expect(leaks(received, found, new Set(["deadline"]))).toEqual([]);
  for (const f of followers) expect(f.errors).toEqual([]);
  for (const f of followers) f.close();
  return { gameId, log, followers, host };
}

describe("BuyWord over HTTP", () => {
  it("plays a 2-player game to its end with sales, both seats seeing the same result", async () => {
    const { gameId, log, followers } = await playTable(["Dee", "Eli"]);
    expect(log.sales).toBeGreaterThanOrEqual(1);
    const results = followers.map((f) => (f.view as BuywordView).result);
    expect(results[0]?.standings).toHaveLength(2);
    expect(results[1]).toEqual(results[0]);
    const sold = (followers[0]?.view as BuywordView | undefined)?.players.reduce(
      (n, p) => n + p.sales.length,
      0,
    );
    expect(sold).toBe(log.sales);
    expect(await server.db.gameResult.count({ where: { gameId } })).toBe(2);
  });

  it("plays a solo game to its band", async () => {
    const { gameId, followers, host } = await playTable(["Flo"]);
    const result = (followers[0]?.view as BuywordView | undefined)?.result;
    expect(result?.band).toMatch(/^(under|fair|good|outstanding)$/);
    const fetched = await host.games.view.query({ gameId });
    expect((fetched.view as BuywordView).result).toEqual(result);
  });
});
