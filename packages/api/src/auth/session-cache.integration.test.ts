import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp } from "../testing/clients";
import { startTestServer, TEST_WEB_URL, type TestServer } from "../testing/test-server";

let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  a = await startTestServer({ databaseUrl: database.url, instance: "a" });
  b = await startTestServer({ databaseUrl: database.url, instance: "b" });
  await Promise.all([a.realtime.start(), b.realtime.start()]);
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

/** Asks until `done` holds or two seconds pass; returns the last answer. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 2_000;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("cached sessions across instances", () => {
  it("see a role changed anywhere at once, not after the cache's 30 s", async () => {
    const ana = await signUp(a.baseUrl, "Ana");
    const viaA = apiClient(a.baseUrl, ana);
    expect(await viaA.me.get.query()).toMatchObject({ id: ana.userId, role: "player" });
    // Checked once: a's cache now holds the session.
    await b.db.user.update({ where: { id: ana.userId }, data: { role: "moderator" } });
    const seen = await eventually(
      () => viaA.me.get.query(),
      (user) => user?.role === "moderator",
    );
    expect(seen).toMatchObject({ role: "moderator" });
  });

  it("refuse a session signed out on another instance", async () => {
    const bo = await signUp(a.baseUrl, "Bo");
    const viaA = apiClient(a.baseUrl, bo);
    expect(await viaA.me.get.query()).toMatchObject({ id: bo.userId });
    const signedOut = await fetch(`${b.baseUrl}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: bo.cookie, origin: TEST_WEB_URL, "content-type": "application/json" },
      body: "{}",
    });
    expect(signedOut.ok).toBe(true);
    expect(
      await eventually(
        () => viaA.me.get.query(),
        (user) => user === null,
      ),
    ).toBeNull();
    await expect(viaA.packs.mine.query()).rejects.toMatchObject({ data: { code: "UNAUTHORIZED" } });
  });
});
