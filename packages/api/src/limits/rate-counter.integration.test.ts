import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countInWindow } from "./rate-counter";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const limit = { window: 60, max: 2 };
const t0 = 1_800_000_000_000;

describe("countInWindow", () => {
  it("allows max in a window, then says how long until the window ends, then starts a new one", async () => {
    expect(await countInWindow(db, "test:window", limit, t0)).toEqual({ allowed: true });
    expect(await countInWindow(db, "test:window", limit, t0 + 10_000)).toEqual({ allowed: true });
    expect(await countInWindow(db, "test:window", limit, t0 + 22_500)).toEqual({
      allowed: false,
      retryAfterSeconds: 38,
    });
    expect(await countInWindow(db, "test:window", limit, t0 + 60_001)).toEqual({ allowed: true });
  });

  it("counts each key apart", async () => {
    await countInWindow(db, "test:a", limit, t0);
    await countInWindow(db, "test:a", limit, t0);
    expect(await countInWindow(db, "test:b", limit, t0)).toEqual({ allowed: true });
  });

  it("undoes a count whose transaction rolls back", async () => {
    await countInWindow(db, "test:rollback", limit, t0);
    await expect(
      db.$transaction(async (tx) => {
        await countInWindow(tx, "test:rollback", limit, t0);
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await countInWindow(db, "test:rollback", limit, t0)).toEqual({ allowed: true });
    expect(await countInWindow(db, "test:rollback", limit, t0)).toMatchObject({ allowed: false });
  });

  it("counts every one of a fresh key's first counts made at once, failing none", async () => {
    // Two first counts of a key that meet between one's row and its index entries once failed
    // on the primary key (a 500 in CI). The window is narrow, so many keys are raced.
    for (let round = 0; round < 60; round++) {
      const key = `test:race:${round}`;
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => countInWindow(db, key, { window: 60, max: 10 }, t0)),
      );
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    }
  });
});
