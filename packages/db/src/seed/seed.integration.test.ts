import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { BUILT_IN_PACKS } from "./built-in-packs";
import { DEMO_ACCOUNTS, seed } from "./seed";

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

describe("the seed", () => {
  it("writes at least 8 board sides of 15 distinct categories, all our own built-ins", () => {
    const sides = BUILT_IN_PACKS.flatMap((pack) => pack.sides);
    expect(sides.length).toBeGreaterThanOrEqual(8);
    for (const side of sides) {
      expect(side.categories).toHaveLength(15);
      expect(new Set(side.categories.map((c) => c.toLowerCase())).size).toBe(15);
    }
  });

  it("loads the built-in packs and is idempotent", async () => {
    const first = await seed(db, { demoAccounts: false });
    const second = await seed(db, { demoAccounts: false });
    expect(second).toEqual(first);
    expect(await db.categoryPack.count()).toBe(BUILT_IN_PACKS.length);
    const sides = await db.boardSide.findMany({ orderBy: [{ packId: "asc" }, { position: "asc" }] });
    expect(sides).toHaveLength(BUILT_IN_PACKS.reduce((n, p) => n + p.sides.length, 0));
    // No person: the only users are the bot identities their migration seeds.
    expect(await db.user.count({ where: { botLevel: null } })).toBe(0);
  });

  it("adds demo accounts only when asked, once", async () => {
    await seed(db, { demoAccounts: true });
    await seed(db, { demoAccounts: true });
    const users = await db.user.findMany({ where: { botLevel: null }, include: { accounts: true } });
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const user of users) {
      expect(user.accounts).toHaveLength(1);
      expect(user.accounts[0]?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    }
  });
});
