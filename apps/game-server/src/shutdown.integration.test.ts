import http from "node:http";
import { actionId, apiClient, signUp, startRoomGame, TEST_WEB_URL } from "@wordhall/api/testing";
import { createDb } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGameServer } from "./testing/start-game-server";

// SIGTERM as a deployment sends it (a rolling restart): the process must end its live streams
// with an error the browser retries, answer the request it is serving, and exit cleanly.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
});
afterAll(async () => {
  await database?.drop();
});

/** Opens a raw SSE stream and collects what arrives until the server ends it. */
function openStream(url: string, cookie: string) {
  let text = "";
  let resolveEnd: (value: { text: string; ended: "cleanly" | "abruptly" }) => void = () => {};
  const ended = new Promise<{ text: string; ended: "cleanly" | "abruptly" }>((resolve) => {
    resolveEnd = resolve;
  });
  let opened: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    opened = resolve;
  });
  http
    .get(url, { headers: { cookie, accept: "text/event-stream" } }, (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        if (text.includes("data:")) opened();
      });
      res.on("end", () => resolveEnd({ text, ended: "cleanly" }));
      res.on("error", () => resolveEnd({ text, ended: "abruptly" }));
    })
    .on("error", () => resolveEnd({ text, ended: "abruptly" }));
  return { open, ended };
}

describe("the game server on SIGTERM", () => {
  it("ends live streams retryably, answers the move in flight, and exits 0", async () => {
    // A grace far longer than a drain takes, so that exiting well inside it shows the server
    // drained rather than waited the grace out; 5 s of grace was seen to be too close on a
    // loaded machine, where the drain itself took 7.9 s.
    const server = await startGameServer({ databaseUrl: database.url, env: { SHUTDOWN_GRACE_MS: "60000" } });
    const [ana, bo] = await Promise.all([signUp(server.baseUrl, "Ana"), signUp(server.baseUrl, "Bo")]);
    const host = apiClient(server.baseUrl, ana);
    const { gameId } = await startRoomGame(host, [apiClient(server.baseUrl, bo)], {
      kind: "oh-my-word",
      config: { seats: 2, firstSeat: 0, timer: { minMs: 60_000, maxMs: 60_000 } },
    });
    const stream = openStream(
      `${server.baseUrl}/api/trpc/live.game?input=${encodeURIComponent(JSON.stringify({ gameId }))}`,
      bo.cookie,
    );
    await stream.open;

    // A move in flight: its request has reached the server, half of its body still on the way
    // when the signal comes.
    const body = JSON.stringify({ gameId, clientActionId: actionId("term") });
    let answer: (value: { status: number; text: string }) => void = () => {};
    let lost: (error: Error) => void = () => {};
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      answer = resolve;
      lost = reject;
    });
    const request = http.request(
      `${server.baseUrl}/api/trpc/play.ohMyWord.draw`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          cookie: ana.cookie,
          origin: TEST_WEB_URL,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => answer({ status: res.statusCode ?? 0, text }));
      },
    );
    request.on("error", (error) => lost(error));
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    const signalled = performance.now();
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.end(body.slice(10));

    const drawn = await answered;
    expect(drawn.status).toBe(200);
    expect(JSON.parse(drawn.text).result.data.version).toBe(1);
    const { text, ended } = await stream.ended;
    expect(ended).toBe("cleanly");
    // tRPC's client retries this code, resuming from the last event id it holds.
    expect(text).toContain("event: serialized-error");
    expect(text).toContain("SERVICE_UNAVAILABLE");
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(30_000);
    // The acknowledged move is in the log.
    const db = createDb(database.url, { poolSize: 1 });
    try {
      expect(await db.gameAction.count({ where: { gameId } })).toBe(1);
    } finally {
      await db.$disconnect();
    }
  });
});
