import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { hashPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Auth, createAuth } from "../../auth/auth";
import { readApiEnv } from "../../env";
import { callerAs, makeUser } from "../rooms/test-callers";
import { BOT_ADDRESS_REFUSAL, BOT_NAME_REFUSAL, BOT_SESSION_REFUSAL } from "./bot-accounts";

// Bots are seats, not accounts (BOT-1): better-auth's own endpoints refuse them, and nothing
// that lists people lists them.

let database: TestDatabase;
let db: Db;
let auth: Auth;
const env = readApiEnv({ DATABASE_URL: "postgresql://unused@localhost/x", NODE_ENV: "test" });
const ORIGIN = env.WEB_URL;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  auth = createAuth(db, { env });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

async function post(path: string, body: unknown, cookie?: string) {
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
    { socketAddress: "127.0.0.1" },
  );
  const text = await response.text();
  return { status: response.status, message: (JSON.parse(text || "{}") as { message?: string }).message };
}

const cookieOf = async (email: string, password: string) => {
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password }),
    }),
  );
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
};

describe("bot identities and accounts", () => {
  it("BOT-1: nobody signs up or in with a bot's address, whatever its case", async () => {
    const password = "a-long-password-for-this";
    expect(
      await post("/sign-up/email", { email: "Ivo-9@Bots.Wordhall.Invalid", password, name: "Ivo" }),
    ).toEqual({
      status: 400,
      message: BOT_ADDRESS_REFUSAL,
    });
    expect(await post("/sign-in/email", { email: "normal-1@bots.wordhall.invalid", password })).toEqual({
      status: 400,
      message: BOT_ADDRESS_REFUSAL,
    });
    expect(await db.user.count({ where: { email: { contains: "ivo-9" } } })).toBe(0);
  });

  it("BOT-1: a person's name may not pass for a bot's, at sign-up or later", async () => {
    const password = "a-long-password-for-this";
    expect(await post("/sign-up/email", { email: "zed@example.test", password, name: "Zed (Bot)" })).toEqual({
      status: 400,
      message: BOT_NAME_REFUSAL,
    });
    expect((await post("/sign-up/email", { email: "zed@example.test", password, name: "Zed" })).status).toBe(
      200,
    );
    const cookie = await cookieOf("zed@example.test", password);
    expect(await post("/update-user", { name: "Zed ( bot )" }, cookie)).toEqual({
      status: 400,
      message: BOT_NAME_REFUSAL,
    });
    expect((await post("/update-user", { name: "Zed the robot fan" }, cookie)).status).toBe(200);
  });

  it("BOT-1: no session is ever opened for a bot identity, even one given a password by mistake", async () => {
    const password = "a-long-password-for-this";
    await db.user.create({
      data: {
        id: "bot-test-1",
        name: "Test (bot)",
        email: "misplaced-bot@example.test",
        botLevel: "easy",
        accounts: {
          create: {
            id: "bot-test-1-credential",
            accountId: "bot-test-1",
            providerId: "credential",
            password: await hashPassword(password),
          },
        },
      },
    });
    expect(await post("/sign-in/email", { email: "misplaced-bot@example.test", password })).toEqual({
      status: 403,
      message: BOT_SESSION_REFUSAL,
    });
    expect(await db.session.count({ where: { userId: "bot-test-1" } })).toBe(0);
  });

  it("BOT-1: profiles, the moderators' user search and reports never take a bot for a person", async () => {
    const moderator = await makeUser(db, "mod", "moderator");
    const person = await makeUser(db, "Ada");
    const profile = callerAs(db, null).profile.get({ userId: "bot-easy-1" });
    await expect(profile).rejects.toMatchObject({ code: "NOT_FOUND", message: "There is no such player." });
    expect((await callerAs(db, null).profile.get({ userId: person.id })).name).toBe("Ada");
    const found = await callerAs(db, moderator).admin.users.search({ query: "Ada" });
    expect(found.items.map((u) => u.id)).toEqual([person.id]);
    const everyone = await callerAs(db, moderator).admin.users.search({ query: "", limit: 100 });
    expect(everyone.items.some((u) => u.id.startsWith("bot-"))).toBe(false);
    // Nobody is behind a bot to report: it answers as a player that does not exist.
    const report = callerAs(db, person).reports.create({
      target: { kind: "user", userId: "bot-hard-1" },
      reason: "harassment",
    });
    await expect(report).rejects.toMatchObject({ code: "NOT_FOUND", message: "That player does not exist." });
  });
});
