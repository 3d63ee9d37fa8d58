import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_WEB_URL, type TestServer } from "../testing/test-server";

// New passwords over real HTTP, as the sign-up form and a change of password send them.

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url, poolSize: 3 });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

function post(path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_WEB_URL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

let counter = 0;
const signUp = (password: string) =>
  post("/sign-up/email", { name: "Pat", email: `pat-${++counter}@example.test`, password });

describe("new passwords", () => {
  it.each(["password", "12345678", "qwertyuiop"])("refuses %j at sign-up, saying why", async (password) => {
    const response = await signUp(password);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; code: string };
    expect(body.code).toBe("PASSWORD_TOO_WEAK");
    expect(body.message).toBe(
      "This password is among the most common ones; attackers try those first. Use at least 10 characters; a few words of your own are long and easy to remember.",
    );
  });

  it("accepts a strong one, and refuses a weak one on a change of password", async () => {
    const response = await signUp("lantern-orchard-velvet-42");
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const weak = await post(
      "/change-password",
      { currentPassword: "lantern-orchard-velvet-42", newPassword: "iloveyou1" },
      cookie,
    );
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { message: string }).message).toMatch(/attackers try those first/);
    const strong = await post(
      "/change-password",
      { currentPassword: "lantern-orchard-velvet-42", newPassword: "meadow-copper-sail-17" },
      cookie,
    );
    expect(strong.status).toBe(200);
  });
});
