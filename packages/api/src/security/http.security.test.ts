import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Auth, createAuth } from "../auth/auth";
import { readApiEnv } from "../env";
import { createTrpcHandler } from "../http";
import { MAX_BODY_BYTES } from "./body-limit";
import { allowedOrigins } from "./origin-check";

// The tRPC endpoint over HTTP (fetch Requests), as a browser on another site would reach it.

const env = readApiEnv({
  DATABASE_URL: "postgresql://unused@localhost/x",
  NODE_ENV: "test",
  WEB_URL: "https://play.example.test",
  ADMIN_URL: "https://admin.example.test:8443/",
});
const WEB = "https://play.example.test";
const ADMIN = "https://admin.example.test:8443";

let database: TestDatabase;
let db: Db;
let auth: Auth;
let handle: (request: Request) => Promise<Response>;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  auth = createAuth(db, { env });
  handle = createTrpcHandler({ deps: { db, auth }, origins: allowedOrigins(env) });
  const signUp = await auth.handler(
    new Request(`${WEB}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: WEB },
      body: JSON.stringify({ name: "Ana", email: "ana@example.test", password: "correct horse battery" }),
    }),
  );
  expect(signUp.status).toBe(200);
  cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const createRoom = (
  headers: Record<string, string>,
  body = JSON.stringify({ kind: "oh-my-word", name: "R" }),
) =>
  handle(
    new Request(`${WEB}/api/trpc/rooms.create`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, ...headers },
      body,
    }),
  );

const roomCount = () => db.room.count();

describe("origin check on tRPC mutations", () => {
  it("lists the players' site and the dashboard as origins, without paths or trailing slashes", () => {
    expect([...allowedOrigins(env)]).toEqual([WEB, ADMIN]);
  });

  it("accepts a signed-in player's mutation from either site", async () => {
    for (const origin of [WEB, ADMIN]) {
      const response = await createRoom({ origin });
      expect(response.status).toBe(200);
    }
  });

  it("refuses another site's POST with 403 and a readable tRPC error, changing nothing", async () => {
    const before = await roomCount();
    for (const origin of [
      "https://evil.example.test",
      "null",
      "http://play.example.test",
      `${WEB}.evil.test`,
    ]) {
      const response = await createRoom({ origin });
      expect(response.status).toBe(403);
      const body = (await response.json()) as { error: { message: string; data: { code: string } } };
      expect(body.error.data.code).toBe("FORBIDDEN");
      expect(body.error.message).toMatch(/may not change anything here/);
    }
    expect(await roomCount()).toBe(before);
  });

  it("refuses a POST without an Origin header (every browser sends one on POST)", async () => {
    const before = await roomCount();
    const response = await createRoom({});
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /Origin header/,
    );
    expect(await roomCount()).toBe(before);
  });

  it("lets GET queries through from anywhere (they change nothing)", async () => {
    const response = await handle(
      new Request(`${WEB}/api/trpc/me.get`, { headers: { cookie, origin: "https://evil.example.test" } }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { name: string } } };
    expect(body.result.data.name).toBe("Ana");
  });

  it("still refuses a mutation sent as GET (tRPC's own method check)", async () => {
    const input = encodeURIComponent(JSON.stringify({ kind: "oh-my-word", name: "R" }));
    const response = await handle(
      new Request(`${WEB}/api/trpc/rooms.create?input=${input}`, { headers: { cookie } }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("request body limit", () => {
  it("refuses a body over the limit with 413 before parsing it", async () => {
    const before = await roomCount();
    const name = "x".repeat(MAX_BODY_BYTES + 10);
    const response = await createRoom({ origin: WEB }, JSON.stringify({ kind: "oh-my-word", name }));
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { data: { code: string } } };
    expect(body.error.data.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await roomCount()).toBe(before);
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const before = await roomCount();
    const body = JSON.stringify({ kind: "oh-my-word", name: "x".repeat(MAX_BODY_BYTES + 10) });
    const response = await createRoom(
      { origin: WEB, "content-length": String(Buffer.byteLength(body)) },
      body,
    );
    expect(response.status).toBe(413);
    expect(await roomCount()).toBe(before);
  });

  it("takes a body whose declared length is within the limit as it is", async () => {
    const body = JSON.stringify({ kind: "oh-my-word", name: "Declared" });
    const response = await createRoom(
      { origin: WEB, "content-length": String(Buffer.byteLength(body)) },
      body,
    );
    expect(response.status).toBe(200);
  });

  it("counts the bytes of a streamed body that declares no length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless unless cut off: the handler must stop reading, not buffer it all.
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await handle(
      new Request(`${WEB}/api/trpc/rooms.create`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, origin: WEB },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength);
  });

  it("gives an oversized-but-allowed input a 400 from the schema, not a 500", async () => {
    const response = await createRoom(
      { origin: WEB },
      JSON.stringify({ kind: "oh-my-word", name: "x".repeat(MAX_BODY_BYTES - 100) }),
    );
    expect(response.status).toBe(400);
  });

  it("answers JSON nested as deep as the limit allows with a 4xx, not a crash", async () => {
    const depth = 150_000;
    const config = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const response = await createRoom(
      { origin: WEB },
      `{"kind":"oh-my-word","name":"Deep","config":${config}}`,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await createRoom({ origin: WEB }, "{not json");
    expect(response.status).toBe(400);
  });
});
