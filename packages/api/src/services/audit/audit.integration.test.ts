import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectStaffOnly, publishedPack } from "../moderation/test-support";
import { callerAs, makeUser, type TestUser } from "../rooms/test-callers";

let database: TestDatabase;
let db: Db;
let author: TestUser;
let moderator: TestUser;
let admin: TestUser;
let packId: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  author = await makeUser(db, "author");
  moderator = await makeUser(db, "mod", "moderator");
  admin = await makeUser(db, "admin", "admin");
  packId = await publishedPack(db, author, moderator, "Audited pack");
  await callerAs(db, admin).admin.packs.feature({ packId, featured: true });
  await callerAs(db, admin).admin.users.suspend({ userId: author.id, reason: "Spam packs." });
  await callerAs(db, moderator).admin.lexicon.add({ word: "qoph", list: "allowed", reason: "A letter." });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const search = (input: Parameters<ReturnType<typeof callerAs>["admin"]["audit"]["search"]>[0]) =>
  callerAs(db, moderator).admin.audit.search(input);

describe("admin.audit.search", () => {
  it("lists who did what, when and why, newest first, filtered and paged", async () => {
    await expectStaffOnly(db, author, (c) => c.admin.audit.search({}));
    const all = await search({});
    expect(all.items.map((e) => e.action)).toEqual([
      "lexicon.add",
      "user.suspend",
      "pack.feature",
      "pack.approve",
    ]);
    expect(all.items[1]).toMatchObject({
      actor: { id: admin.id, name: "admin", role: "admin" },
      target: { kind: "user", id: author.id, label: "author" },
      reason: "Spam packs.",
    });
    expect(Date.parse(all.items[0]?.at ?? "")).toBeGreaterThan(0);
    expect((await search({ actorId: admin.id })).items.map((e) => e.action)).toEqual([
      "user.suspend",
      "pack.feature",
    ]);
    expect((await search({ action: "pack.approve" })).items.map((e) => e.target.id)).toEqual([packId]);
    expect((await search({ targetQuery: "audited" })).items.map((e) => e.action)).toEqual([
      "pack.feature",
      "pack.approve",
    ]);
    expect((await search({ targetQuery: author.id })).items.map((e) => e.action)).toEqual(["user.suspend"]);
    expect((await search({ from: "2000-01-01T00:00:00Z", to: "2000-01-02T00:00:00Z" })).items).toEqual([]);
    const page = await search({ limit: 3 });
    expect(page.items).toHaveLength(3);
    const rest = await search({ limit: 3, cursor: page.nextCursor ?? undefined });
    expect(rest.items.map((e) => e.action)).toEqual(["pack.approve"]);
    expect(rest.nextCursor).toBeNull();
    await expect(search({ from: "2001-01-02T00:00:00Z", to: "2001-01-01T00:00:00Z" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("is append-only: the database refuses to change or delete an entry", async () => {
    const before = await db.auditEntry.count();
    await expect(db.auditEntry.updateMany({ data: { reason: "rewritten" } })).rejects.toThrow(/append-only/);
    await expect(db.auditEntry.deleteMany({})).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe("TRUNCATE audit_entry")).rejects.toThrow(/append-only/);
    expect(await db.auditEntry.count()).toBe(before);
  });

  it("writes nothing when the action fails: the entry is in the action's own transaction", async () => {
    const before = await db.auditEntry.count();
    await expect(
      callerAs(db, moderator).admin.packs.unpublish({
        packId: "00000000-0000-4000-8000-000000000000",
        reasonForAuthor: "x y z",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      callerAs(db, admin).admin.users.suspend({ userId: author.id, reason: "Twice." }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await db.auditEntry.count()).toBe(before);
  });
});
