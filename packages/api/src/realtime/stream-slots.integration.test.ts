import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame } from "../services/games/create-game";
import { apiClient, type Player, signUp } from "../testing/clients";
import { type Watched, watchStream, within } from "../testing/live-stream-watch";
import { startTestServer, type TestServer } from "../testing/test-server";
import { STREAMS_PER_ACCOUNT } from "./stream-slots";

let database: TestDatabase;
let server: TestServer;
let ana: Player;
let bo: Player;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url });
  [ana, bo] = await Promise.all([signUp(server.baseUrl, "Ana"), signUp(server.baseUrl, "Bo")]);
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("open live streams per account", () => {
  it("refuses an account's 21st live view with a sentence, and frees a slot when one closes", async () => {
    const api = apiClient(server.baseUrl, ana);
    const { id: roomId } = await api.rooms.create.mutate({ kind: "buyword", name: "Many tabs" });
    const { id: gameId } = await createGame(server.db, {
      kind: "buyword",
      config: { players: 2 },
      seatUserIds: [ana.userId, bo.userId],
      roomId,
    });
    // live.game and live.room count together.
    const open: Watched[] = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++)
      open.push(watchStream(api, i % 2 === 0 ? { gameId } : { roomId }));
    await Promise.all(open.map((s) => s.opened()));
    expect(server.realtime.streamSlots.heldBy(ana.userId)).toBe(STREAMS_PER_ACCOUNT);

    const refusal = {
      code: "TOO_MANY_REQUESTS",
      message: "You have 20 live views open; close a tab to open another.",
    };
    for (const what of [{ gameId }, { roomId }]) {
      const extra = watchStream(api, what);
      expect(await within(extra.ended, 5_000, "the refusal")).toEqual(refusal);
      extra.close();
    }
    // Open streams go on; other people, and anonymous spectators of the public room, are not held back.
    const others = [
      watchStream(apiClient(server.baseUrl, bo), { gameId }),
      watchStream(apiClient(server.baseUrl, null), { roomId }),
    ];
    await Promise.all(others.map((s) => s.opened()));

    // Closing a tab frees its slot (once the server has seen the stream end).
    open.pop()?.close();
    await expect.poll(() => server.realtime.streamSlots.heldBy(ana.userId)).toBe(STREAMS_PER_ACCOUNT - 1);
    const again = watchStream(api, { roomId });
    await again.opened();
    for (const s of [...open, ...others, again]) s.close();
    await expect.poll(() => server.realtime.streamSlots.heldBy(ana.userId)).toBe(0);
  });
});
