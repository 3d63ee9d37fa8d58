import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs, makeUser, type TestUser } from "../services/rooms/test-callers";

let database: TestDatabase;
let db: Db;
let owner: TestUser;
let other: TestUser;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  owner = await makeUser(db, "owner");
  other = await makeUser(db, "other");
  moderator = await makeUser(db, "mod", "moderator");
  admin = await makeUser(db, "admin", "admin");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const anon = () => callerAs(db, null);
const as = (user: TestUser) => callerAs(db, user);

const fifteen = (prefix: string) => Array.from({ length: 15 }, (_, i) => `${prefix} ${i + 1}`);
const content = (title = "Kitchen") => ({
  title,
  description: "Things in a kitchen",
  language: "en",
  sides: [
    { name: "Front", categories: fifteen("Spice") },
    { name: "Back", categories: fifteen("Tool") },
  ],
});

/** What a moderator's approval will do (that side is a later issue); written straight to the table. */
async function approve(id: string, reason: string | null = null) {
  const pack = await db.categoryPack.update({
    where: { id },
    data: { status: "approved", visibility: "public" },
  });
  await db.packReview.create({
    data: {
      packId: id,
      reviewerId: moderator.id,
      decision: "approved",
      reasonForAuthor: reason,
      note: "A moderators-only remark.",
      snapshot: {},
      packVersion: pack.version,
    },
  });
}

describe("packs.create", () => {
  it("makes a private draft with ordered sides, version 1", async () => {
    const pack = await as(owner).packs.create(content());
    expect(pack).toMatchObject({ status: "draft", visibility: "private", version: 1, isMine: true });
    expect(pack.sides.map((s) => [s.position, s.name])).toEqual([
      [0, "Front"],
      [1, "Back"],
    ]);
    expect(pack.sides[1]?.categories[14]).toBe("Tool 15");
  });

  it("asks anonymous callers to sign in", async () => {
    await expect(anon().packs.create(content())).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it.each([
    ["no sides", { ...content(), sides: [] }, "at least one side"],
    [
      "nine sides",
      {
        ...content(),
        sides: Array.from({ length: 9 }, (_, i) => ({ name: `S${i}`, categories: fifteen("C") })),
      },
      "at most 8 sides",
    ],
    [
      "14 categories",
      { ...content(), sides: [{ name: "A", categories: fifteen("C").slice(1) }] },
      "exactly 15",
    ],
    [
      "an empty category",
      { ...content(), sides: [{ name: "A", categories: [...fifteen("C").slice(1), "   "] }] },
      "cannot be empty",
    ],
    [
      "a duplicate category",
      { ...content(), sides: [{ name: "A", categories: [...fifteen("C").slice(0, 14), " c  1 "] }] },
      "already category 1",
    ],
    [
      "a long category",
      { ...content(), sides: [{ name: "A", categories: [...fifteen("C").slice(1), "x".repeat(81)] }] },
      "at most 80",
    ],
    ["an empty title", { ...content(), title: " " }, "needs a title"],
    ["a bad language", { ...content(), language: "English!" }, "language code"],
  ])("refuses %s with a clear message", async (_, input, message) => {
    await expect(as(owner).packs.create(input)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(message),
    });
  });
});

describe("packs.get and packs.mine", () => {
  it("shows a draft to its author and moderators, and hides it from others and anonymous callers", async () => {
    const pack = await as(owner).packs.create(content("Secret"));
    await expect(as(owner).packs.get({ id: pack.id })).resolves.toMatchObject({ title: "Secret" });
    await expect(as(moderator).packs.get({ id: pack.id })).resolves.toMatchObject({ isMine: false });
    await expect(as(admin).packs.get({ id: pack.id })).resolves.toMatchObject({ title: "Secret" });
    await expect(as(other).packs.get({ id: pack.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(anon().packs.get({ id: pack.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(anon().packs.get({ id: "not-a-uuid" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("lists only the caller's own packs", async () => {
    await as(other).packs.create(content("Other's"));
    const mine = await as(owner).packs.mine();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.author?.id === owner.id)).toBe(true);
    await expect(anon().packs.mine()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("packs.update", () => {
  it("replaces the content and bumps the version", async () => {
    const pack = await as(owner).packs.create(content("Before"));
    const updated = await as(owner).packs.update({
      id: pack.id,
      version: 1,
      ...content("After"),
      sides: [{ name: "Only", categories: fifteen("Fruit") }],
    });
    expect(updated).toMatchObject({ title: "After", version: 2, status: "draft" });
    expect(updated.sides).toHaveLength(1);
    expect(await db.boardSide.count({ where: { packId: pack.id } })).toBe(1);
  });

  it("refuses a stale version, someone else's pack, a built-in pack and anonymous callers", async () => {
    const pack = await as(owner).packs.create(content());
    await as(owner).packs.update({ id: pack.id, version: 1, ...content("v2") });
    await expect(as(owner).packs.update({ id: pack.id, version: 1, ...content("v3") })).rejects.toMatchObject(
      {
        code: "CONFLICT",
      },
    );
    await expect(
      as(other).packs.update({ id: pack.id, version: 2, ...content("mine now") }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await approve(pack.id);
    await expect(
      as(other).packs.update({ id: pack.id, version: 2, ...content("mine now") }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const builtIn = await db.categoryPack.create({
      data: { slug: "b-test", builtIn: true, title: "B", status: "approved", visibility: "public" },
    });
    await expect(as(admin).packs.update({ id: builtIn.id, version: 1, ...content() })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(anon().packs.update({ id: pack.id, version: 2, ...content() })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect((await db.categoryPack.findUniqueOrThrow({ where: { id: pack.id } })).title).toBe("v2");
  });

  it("takes an approved pack back to a private draft, off the public list", async () => {
    const pack = await as(owner).packs.create(content("Approved then edited"));
    await approve(pack.id);
    expect((await anon().packs.browse({ search: "then edited" })).items).toHaveLength(1);
    const edited = await as(owner).packs.update({
      id: pack.id,
      version: 1,
      ...content("Approved then edited"),
    });
    expect(edited).toMatchObject({ status: "draft", visibility: "private", version: 2 });
    expect((await anon().packs.browse({ search: "then edited" })).items).toHaveLength(0);
    await expect(as(other).packs.get({ id: pack.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("packs.submit", () => {
  it("queues a draft for review, and shows the author the latest decision and its reason", async () => {
    const pack = await as(owner).packs.create(content("To review"));
    const submitted = await as(owner).packs.submit({ id: pack.id, version: 1 });
    expect(submitted.status).toBe("submitted");
    expect(Date.parse(submitted.submittedAt ?? "")).toBeGreaterThan(0);
    await expect(as(owner).packs.submit({ id: pack.id, version: 1 })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This pack is already waiting for review.",
    });
    await db.categoryPack.update({ where: { id: pack.id }, data: { status: "rejected" } });
    await db.packReview.create({
      data: {
        packId: pack.id,
        reviewerId: moderator.id,
        decision: "rejected",
        reasonForAuthor: "Two categories overlap.",
        note: "Reported twice already; watch this author.",
        snapshot: {},
        packVersion: 1,
      },
    });
    const seen = await as(owner).packs.get({ id: pack.id });
    expect(seen.status).toBe("rejected");
    expect(seen.latestReview).toMatchObject({ decision: "rejected", reason: "Two categories overlap." });
    // The moderators' note is theirs alone.
    expect(JSON.stringify(seen)).not.toContain("watch this author");
    // A rejected pack can be fixed and sent again.
    const fixed = await as(owner).packs.update({ id: pack.id, version: 1, ...content("To review") });
    await expect(as(owner).packs.submit({ id: pack.id, version: fixed.version })).resolves.toMatchObject({
      status: "submitted",
    });
  });

  it("refuses others, anonymous callers and approved packs", async () => {
    const pack = await as(owner).packs.create(content());
    await expect(as(other).packs.submit({ id: pack.id, version: 1 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(as(moderator).packs.submit({ id: pack.id, version: 1 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(anon().packs.submit({ id: pack.id, version: 1 })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await approve(pack.id, "Lovely.");
    await expect(as(owner).packs.submit({ id: pack.id, version: 1 })).rejects.toMatchObject({
      message: "This pack is already approved.",
    });
    // The reviewer's note is the author's to read, not the public's.
    expect((await as(owner).packs.get({ id: pack.id })).latestReview?.reason).toBe("Lovely.");
    expect((await as(other).packs.get({ id: pack.id })).latestReview).toBeNull();
  });
});

describe("packs.delete", () => {
  it("deletes the author's draft and refuses others and published packs", async () => {
    const pack = await as(owner).packs.create(content());
    await expect(as(other).packs.delete({ id: pack.id, version: 1 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await as(owner).packs.delete({ id: pack.id, version: 1 });
    expect(await db.categoryPack.findUnique({ where: { id: pack.id } })).toBeNull();
    const published = await as(owner).packs.create(content());
    await approve(published.id);
    await expect(as(owner).packs.delete({ id: published.id, version: 1 })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});

describe("packs.browse", () => {
  it("pages through approved public packs only, with a title search", async () => {
    const ids: string[] = [];
    for (const title of ["Zoo A", "Zoo B", "Zoo C"]) {
      const pack = await as(other).packs.create(content(title));
      await approve(pack.id);
      ids.push(pack.id);
    }
    await as(other).packs.create(content("Zoo draft"));
    const first = await anon().packs.browse({ search: "zoo", limit: 2 });
    expect(first.items.map((p) => p.title)).toEqual(["Zoo A", "Zoo B"]);
    expect(first.nextCursor).not.toBeNull();
    const second = await as(owner).packs.browse({
      search: "ZOO",
      limit: 2,
      cursor: first.nextCursor ?? undefined,
    });
    expect(second.items.map((p) => p.title)).toEqual(["Zoo C"]);
    expect(second.nextCursor).toBeNull();
    await expect(anon().packs.browse({ limit: 500 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

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
    const packs = await anon().packs.builtIn();
    // Other tests add built-in packs too; only approved built-in ones may appear.
    const builtIn = await db.categoryPack.findMany({ where: { builtIn: true, status: "approved" } });
    expect(packs.map((p) => p.id).sort()).toEqual(builtIn.map((p) => p.id).sort());
    const demo = packs.find((p) => p.title === "Demo");
    expect(demo?.sides.map((s) => s.name)).toEqual(["Front", "Back"]);
    expect(demo?.sides[0]?.categories).toEqual(["F1", "F2"]);
    expect(packs.some((p) => p.title === "Other's")).toBe(false);
  });
});
