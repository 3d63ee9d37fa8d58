import http from "node:http";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiServer } from "../hosting/api-server";
import { type Player, signUp } from "../testing/clients";
import { serveApi } from "../testing/node-fetch-server";
import { TEST_WEB_URL, testApiEnv } from "../testing/test-server";
import { MAX_BODY_BYTES } from "./body-limit";
import { MAX_BATCH_CALLS, MAX_JSON_DEPTH } from "./request-shape";

// What no page sends, over real HTTP to the API as the game server serves it: huge batches,
// input nested past any schema, bodies over the limit; and what every reply must say about
// caching, and who may read the metrics.

const METRICS_TOKEN = "request-hygiene-metrics-token";

let database: TestDatabase;
let api: ApiServer;
let served: Awaited<ReturnType<typeof serveApi>>;
let base: string;
let ana: Player;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  api = new ApiServer({ env: testApiEnv(database.url, { METRICS_TOKEN }), poolSize: 3 });
  await api.start();
  served = await serveApi(api);
  base = `http://127.0.0.1:${served.port}`;
  ana = await signUp(base, "Ana");
});
afterAll(async () => {
  await api?.stop();
  await served?.close();
  await database?.drop();
});

const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
const message = async (response: Response) =>
  ((await response.json()) as { error?: { message: string } }).error?.message ?? "";

describe("requests no page sends", () => {
  it(`refuses a batch of more than ${MAX_BATCH_CALLS} calls with a sentence, and takes ${MAX_BATCH_CALLS}`, async () => {
    const batch = (n: number) =>
      fetch(`${base}/api/trpc/${Array.from({ length: n }, () => "me.get").join(",")}?batch=1&input=%7B%7D`, {
        headers: { cookie: ana.cookie },
      });
    const refused = await batch(MAX_BATCH_CALLS + 1);
    expect(refused.status).toBe(400);
    expect(await message(refused)).toBe(
      `A request may carry at most ${MAX_BATCH_CALLS} calls; send the rest in another.`,
    );
    const taken = await batch(MAX_BATCH_CALLS);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toHaveLength(MAX_BATCH_CALLS);
  });

  it("refuses input nested past any schema with a sentence, in a query and in a body", async () => {
    const sentence = `The request's data is nested more than ${MAX_JSON_DEPTH} levels deep; nothing here needs that.`;
    const query = await fetch(
      `${base}/api/trpc/packs.browse?input=${encodeURIComponent(`{"search":${nested(2_000)}}`)}`,
    );
    expect(query.status).toBe(400);
    expect(await message(query)).toBe(sentence);
    const body = await fetch(`${base}/api/trpc/rooms.create`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_WEB_URL, cookie: ana.cookie },
      body: `{"name":${nested(100_000)}}`,
    });
    expect(body.status).toBe(400);
    expect(await message(body)).toBe(sentence);
    // Brackets inside strings are text, not nesting.
    const text = await fetch(
      `${base}/api/trpc/packs.browse?input=${encodeURIComponent('{"search":"[[[[[["}')}`,
    );
    expect(text.status).toBe(200);
  });

  it("refuses a body over the limit and closes the connection, sent with or without its length", async () => {
    const send = (chunked: boolean) =>
      new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
        const { hostname, port } = new URL(base);
        const request = http.request(
          {
            hostname,
            port,
            method: "POST",
            path: "/api/trpc/rooms.create",
            agent: false,
            headers: {
              "content-type": "application/json",
              origin: TEST_WEB_URL,
              cookie: ana.cookie,
              ...(chunked ? {} : { "content-length": String(MAX_BODY_BYTES + 1) }),
            },
          },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
              text += chunk;
            });
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }),
            );
          },
        );
        request.on("error", reject);
        request.write(
          `{"name":"${"x".repeat(MAX_BODY_BYTES)}"}`.slice(0, chunked ? undefined : MAX_BODY_BYTES + 1),
        );
        request.end();
      });
    for (const chunked of [false, true]) {
      const refused = await send(chunked);
      expect(refused.status, `chunked: ${chunked}`).toBe(413);
      expect(refused.connection).toBe("close");
      expect(refused.text).toMatch(/The request is too large/);
    }
    expect(await api.db.room.count()).toBe(0);
  });
});

describe("what replies say", () => {
  it("marks every query and mutation reply private and unstorable: each depends on who asks", async () => {
    const me = await fetch(`${base}/api/trpc/me.get`, { headers: { cookie: ana.cookie } });
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    const browse = await fetch(`${base}/api/trpc/packs.browse?input=%7B%7D`);
    expect(browse.headers.get("cache-control")).toBe("private, no-store");
    const created = await fetch(`${base}/api/trpc/rooms.create`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_WEB_URL, cookie: ana.cookie },
      body: JSON.stringify({ kind: "oh-my-word", name: "Hygiene" }),
    });
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows the metrics only to a scraper with the bearer token", async () => {
    const anonymous = await fetch(`${base}/api/metrics`);
    expect(anonymous.status).toBe(401);
    expect(
      await fetch(`${base}/api/metrics`, { headers: { authorization: "Bearer wrong-token-000000" } }),
    ).toHaveProperty("status", 401);
    const scraper = await fetch(`${base}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain("wordhall_http_requests_total");
  });
});
