import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../root";
import { createCallerFactory } from "../trpc";

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

const caller = () => createCallerFactory(appRouter)({ db, headers: new Headers(), user: null });

describe("packs.builtIn", () => {
  it("lists only approved built-in packs with their sides in order", async () => {
    await db.categoryPack.create({
      data: {
        slug: "demo",
        builtIn: true,
        title: "Demo",
        status: "approved",
        visibility: "public",
        sides: {
          create: [
            { position: 1, name: "Back", categories: ["B1"] },
            { position: 0, name: "Front", categories: ["F1", "F2"] },
          ],
        },
      },
    });
    await db.categoryPack.create({ data: { title: "A player's draft", status: "draft" } });
    const packs = await caller().packs.builtIn();
    expect(packs).toHaveLength(1);
    expect(packs[0]?.title).toBe("Demo");
    expect(packs[0]?.sides.map((s) => s.name)).toEqual(["Front", "Back"]);
    expect(packs[0]?.sides[0]?.categories).toEqual(["F1", "F2"]);
  });
});
