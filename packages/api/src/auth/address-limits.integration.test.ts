import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_WEB_URL, type TestServer } from "../testing/test-server";
import { CLIENT_ADDRESS_HEADER } from "./address-limits";

// The per-address limits over real HTTP, as a client (or a proxy in front of the server)
// reaches them: the node:http test server sees each connection's socket, 127.0.0.1 here.

const STRONG_PASSWORD = "lantern-orchard-velvet-42";
const LIMITS = { signUp: { window: 600, max: 3 }, signIn: { window: 300, max: 3 } };

let database: TestDatabase;
let direct: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  const auth = { rateLimit: true, perAddress: LIMITS, perAccount: { window: 300, max: 1000 } };
  // Reached by browsers directly: X-Forwarded-For is anyone's to write.
  direct = await startTestServer({ databaseUrl: database.url, trustedProxies: "none", auth, poolSize: 3 });
  // Behind a reverse proxy on the loopback, which appends the address it was reached from.
  proxied = await startTestServer({
    databaseUrl: database.url,
    trustedProxies: "127.0.0.1,::1",
    auth,
    poolSize: 3,
  });
}, 60_000);
afterAll(async () => {
  await direct?.stop();
  await proxied?.stop();
  await database?.drop();
});

let counter = 0;
const freshEmail = () => `person-${++counter}-${Date.now()}@example.test`;

function post(
  server: TestServer,
  path: string,
  body: unknown,
  forwardedFor?: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: TEST_WEB_URL,
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      ...extra,
    },
    body: JSON.stringify(body),
  });
}

const signUp = (server: TestServer, forwardedFor?: string) =>
  post(
    server,
    "/sign-up/email",
    { name: "Pat", email: freshEmail(), password: STRONG_PASSWORD },
    forwardedFor,
  );

const signIn = (server: TestServer, email: string, forwardedFor?: string, extra?: Record<string, string>) =>
  post(server, "/sign-in/email", { email, password: "not-the-password-at-all" }, forwardedFor, extra);

/** A fresh address every call, as a client dodging a limit would send. */
let spoofed = 0;
const spoof = () => `198.51.100.${(++spoofed % 250) + 1}`;

async function expectRefusal(response: Response, what: RegExp): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  const { message } = (await response.json()) as { message: string };
  expect(message).toMatch(what);
  // The sentence says when, and agrees with the header.
  expect(message).toMatch(/Try again in \d+ (seconds?|minutes)\.$/);
}

describe("per-address limits that a client cannot dodge", () => {
  it("throttles a client that sends a fresh X-Forwarded-For with every sign-up", async () => {
    for (let i = 0; i < LIMITS.signUp.max; i++) expect((await signUp(direct, spoof())).status).toBe(200);
    await expectRefusal(await signUp(direct, spoof()), /^Too many sign-ups from your network\. /);
  });

  it("throttles sign-in attempts the same way, whatever address header the client adds", async () => {
    // The header the server hands the derived address on is its own: a client's is dropped.
    const own = () => ({ [CLIENT_ADDRESS_HEADER]: spoof() });
    for (let i = 0; i < LIMITS.signIn.max; i++) {
      expect((await signIn(direct, freshEmail(), spoof(), own())).status).toBe(401);
    }
    await expectRefusal(
      await signIn(direct, freshEmail(), spoof(), own()),
      /^Too many sign-in attempts from your network\. /,
    );
  });

  it("behind a trusted proxy, ignores what the client wrote left of the proxy's entry", async () => {
    const client = "203.0.113.77";
    for (let i = 0; i < LIMITS.signUp.max; i++) {
      expect((await signUp(proxied, `${spoof()}, ${client}`)).status).toBe(200);
    }
    await expectRefusal(await signUp(proxied, `${spoof()}, ${client}`), /^Too many sign-ups/);
  });
});

describe("people behind one proxy", () => {
  it("are counted apart, so one hammering sign-in does not lock out another", async () => {
    const [a, b] = ["203.0.113.10", "2001:db8:5:6::10"];
    const email = freshEmail();
    for (let i = 0; i < LIMITS.signIn.max; i++) expect((await signIn(proxied, email, a)).status).toBe(401);
    await expectRefusal(await signIn(proxied, email, a), /^Too many sign-in attempts/);
    for (let i = 0; i < 10; i++) await signIn(proxied, email, a);
    // Someone else on the same proxy still gets an ordinary answer.
    expect((await signIn(proxied, email, b)).status).toBe(401);
  });

  it("are counted apart at sign-up too", async () => {
    const [a, b] = ["203.0.113.20", "203.0.113.21"];
    for (let i = 0; i < LIMITS.signUp.max; i++) expect((await signUp(proxied, a)).status).toBe(200);
    await expectRefusal(await signUp(proxied, a), /^Too many sign-ups/);
    expect((await signUp(proxied, b)).status).toBe(200);
  });
});
