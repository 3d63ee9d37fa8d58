import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs, makeUser, type TestUser } from "../../rooms/test-callers";
import { expectStaffOnly, fifteen, packContent, publishedPack, submittedPack } from "../test-support";

let database: TestDatabase;
let db: Db;
let author: TestUser;
let player: TestUser;
let moderator: TestUser;
let secondModerator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 6 });
  author = await makeUser(db, "author");
  player = await makeUser(db, "player");
  moderator = await makeUser(db, "ana", "moderator");
  secondModerator = await makeUser(db, "bo", "moderator");
  admin = await makeUser(db, "admin", "admin");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser | null) => callerAs(db, user);
const audit = (targetId: string) => db.auditEntry.findMany({ where: { targetId }, orderBy: { id: "asc" } });

describe("admin.packs.queue and get", () => {
  it("lists submitted packs oldest first, to moderators and admins only", async () => {
    const first = await submittedPack(db, author, "First in");
    const second = await submittedPack(db, author, "Second in");
    await as(author).packs.create(packContent("A draft, not queued"));
    for (const staff of [moderator, admin]) {
      const queue = await as(staff).admin.packs.queue();
      const ids = queue.items.map((i) => i.id);
      expect(ids.indexOf(first.packId)).toBeLessThan(ids.indexOf(second.packId));
      expect(queue.items.every((i) => i.title !== "A draft, not queued")).toBe(true);
      expect(queue.total).toBe(queue.items.length);
      expect(queue.items.find((i) => i.id === first.packId)).toMatchObject({
        author: { id: author.id, name: "author" },
        revision: first.revision,
        sides: 2,
        previousDecision: null,
      });
    }
    await expectStaffOnly(db, player, (c) => c.admin.packs.queue());
    await expectStaffOnly(db, player, (c) => c.admin.packs.get({ packId: first.packId }));
  });

  it("shows every side, the submitter's history, and what changed since the last review", async () => {
    const { packId, revision } = await submittedPack(db, author, "Resubmitted");
    await as(moderator).admin.packs.reject({
      packId,
      revision,
      reasonForAuthor: "Spice 2 and Spice 3 overlap.",
    });
    const rejected = await as(author).packs.get({ id: packId });
    const content = packContent("Resubmitted");
    const front = fifteen("Spice");
    front[1] = "Herb";
    const edited = await as(author).packs.update({
      id: packId,
      version: rejected.version,
      ...content,
      sides: [
        { name: "Front", categories: front },
        { name: "Rear", categories: fifteen("Tool") },
      ],
    });
    await as(author).packs.submit({ id: packId, version: edited.version });

    const seen = await as(admin).admin.packs.get({ packId });
    expect(seen.pack.sides.map((s) => s.categories.length)).toEqual([15, 15]);
    expect(seen.pack.status).toBe("submitted");
    expect(seen.reviews).toMatchObject([
      {
        decision: "rejected",
        reasonForAuthor: "Spice 2 and Spice 3 overlap.",
        note: null,
        reviewer: { id: moderator.id },
      },
    ]);
    expect(seen.changesSinceLastReview?.diff).toMatchObject({
      unchanged: false,
      title: null,
      sides: [
        {
          sideIndex: 0,
          change: "changed",
          name: null,
          categories: [{ categoryIndex: 1, from: "Spice 2", to: "Herb" }],
        },
        { sideIndex: 1, change: "changed", name: { from: "Back", to: "Rear" }, categories: [] },
      ],
    });
    expect(seen.submitter).toMatchObject({ id: author.id, suspended: false });
    expect(seen.submitter?.decisions.rejected).toBeGreaterThanOrEqual(1);
    expect(seen.submitter?.recentReviews[0]).toMatchObject({ packId, decision: "rejected" });
    expect(seen.submitter?.otherPacks.some((p) => p.id === packId)).toBe(false);
    expect(
      (await as(moderator).admin.packs.queue()).items.find((i) => i.id === packId)?.previousDecision,
    ).toMatchObject({ decision: "rejected" });
  });

  it("says NOT_FOUND for a pack that does not exist, and BAD_REQUEST for a malformed id", async () => {
    await expect(
      as(moderator).admin.packs.get({ packId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(as(moderator).admin.packs.get({ packId: "nope" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("decisions", () => {
  it("approves: the pack is public, the author sees the decision, the audit log has it", async () => {
    const { packId, revision } = await submittedPack(db, author, "Approve me");
    await expectStaffOnly(db, player, (c) => c.admin.packs.approve({ packId, revision }));
    const decided = await as(moderator).admin.packs.approve({ packId, revision });
    expect(decided).toMatchObject({ status: "approved", revision: revision + 1 });
    const mine = (await as(author).packs.mine()).find((p) => p.id === packId);
    expect(mine).toMatchObject({
      status: "approved",
      visibility: "public",
      latestReview: { decision: "approved" },
    });
    expect((await as(player).packs.browse({ search: "Approve me" })).items.map((p) => p.id)).toContain(
      packId,
    );
    expect(await audit(packId)).toMatchObject([
      { action: "pack.approve", actorId: moderator.id, actorRole: "moderator", targetLabel: "Approve me" },
    ]);
  });

  it("rejects with a reason the author reads in the web app; they fix and resubmit, and an admin approves", async () => {
    const { packId, revision } = await submittedPack(db, author, "Reject me");
    await expectStaffOnly(db, player, (c) =>
      c.admin.packs.reject({ packId, revision, reasonForAuthor: "Too vague." }),
    );
    await expect(
      as(moderator).admin.packs.reject({ packId, revision, reasonForAuthor: " x " }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await as(moderator).admin.packs.reject({
      packId,
      revision,
      reasonForAuthor: "Categories 4 and 5 repeat.",
    });
    const seen = await as(author).packs.get({ id: packId });
    expect(seen).toMatchObject({
      status: "rejected",
      visibility: "private",
      latestReview: { decision: "rejected", reason: "Categories 4 and 5 repeat." },
    });
    await expect(as(player).packs.get({ id: packId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const edited = await as(author).packs.update({
      id: packId,
      version: seen.version,
      ...packContent("Reject me"),
    });
    const again = await as(author).packs.submit({ id: packId, version: edited.version });
    await expect(as(admin).admin.packs.approve({ packId, revision: again.version })).resolves.toMatchObject({
      status: "approved",
    });
    expect((await audit(packId)).map((e) => [e.action, e.actorId])).toEqual([
      ["pack.reject", moderator.id],
      ["pack.approve", admin.id],
    ]);
  });

  it("fixes a typo in a category and approves, keeping what was fixed", async () => {
    const { packId, revision } = await submittedPack(db, author, "Typos");
    const fixes = [{ sideIndex: 1, categoryIndex: 2, text: "Whisk" }];
    await expectStaffOnly(db, player, (c) => c.admin.packs.fixAndApprove({ packId, revision, fixes }));
    await as(moderator).admin.packs.fixAndApprove({
      packId,
      revision,
      fixes,
      reasonForAuthor: "Fixed a typo.",
      note: "Second typo fix for this author.",
    });
    const seen = await as(author).packs.get({ id: packId });
    expect(seen.status).toBe("approved");
    expect(seen.sides[1]?.categories[2]).toBe("Whisk");
    expect(seen.sides[0]?.categories).toEqual(fifteen("Spice"));
    // The author is told which categories changed, as they were and as they are now.
    expect(seen.latestReview).toMatchObject({
      decision: "fixed_and_approved",
      reason: "Fixed a typo.",
      fixes: [{ sideIndex: 1, categoryIndex: 2, from: "Tool 3", to: "Whisk" }],
    });
    const mine = await as(author).packs.mine();
    expect(mine.find((p) => p.id === packId)?.latestReview?.fixes).toEqual([
      { sideIndex: 1, categoryIndex: 2, from: "Tool 3", to: "Whisk" },
    ]);
    const review = await db.packReview.findFirstOrThrow({ where: { packId } });
    expect(review.fixes).toEqual([{ sideIndex: 1, categoryIndex: 2, from: "Tool 3", to: "Whisk" }]);
    expect(review).toMatchObject({
      reasonForAuthor: "Fixed a typo.",
      note: "Second typo fix for this author.",
    });
    expect(JSON.stringify(seen)).not.toContain("Second typo fix");
    expect((await audit(packId))[0]).toMatchObject({
      action: "pack.fix_and_approve",
      reason: "Second typo fix for this author.",
      details: { reasonForAuthor: "Fixed a typo." },
    });
  });

  it("refuses fixes that point nowhere or leave a repeated category, changing nothing", async () => {
    const { packId, revision } = await submittedPack(db, author, "Bad fixes");
    const fix = (sideIndex: number, categoryIndex: number, text: string) =>
      as(moderator).admin.packs.fixAndApprove({
        packId,
        revision,
        fixes: [{ sideIndex, categoryIndex, text }],
      });
    await expect(fix(2, 0, "X")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The pack has no side 3.",
    });
    await expect(fix(0, 0, "Spice 2")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("already category 1"),
    });
    await expect(
      as(moderator).admin.packs.fixAndApprove({
        packId,
        revision,
        fixes: [
          { sideIndex: 0, categoryIndex: 0, text: "A" },
          { sideIndex: 0, categoryIndex: 0, text: "B" },
        ],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const pack = await as(moderator).admin.packs.get({ packId });
    expect(pack.pack).toMatchObject({ status: "submitted", revision });
    expect(await audit(packId)).toEqual([]);
  });

  it("lets only one of two moderators deciding at once through; the other gets a clear CONFLICT", async () => {
    for (let round = 0; round < 3; round++) {
      const { packId, revision } = await submittedPack(db, author, `Contested ${round}`);
      const results = await Promise.allSettled([
        as(moderator).admin.packs.approve({ packId, revision }),
        as(secondModerator).admin.packs.reject({ packId, revision, reasonForAuthor: "Not a good fit." }),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toMatchObject({
        code: "CONFLICT",
        message: expect.stringMatching(
          /^(ana|bo) already (approved|rejected) this pack \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\)\. Reload it/,
        ),
      });
      expect(await db.packReview.count({ where: { packId } })).toBe(1);
      expect(await db.auditEntry.count({ where: { targetId: packId } })).toBe(1);
    }
  });

  it("refuses a decision on a revision the author changed, or a pack withdrawn to edit", async () => {
    const { packId, revision } = await submittedPack(db, author, "Moving target");
    const edited = await as(author).packs.update({
      id: packId,
      version: revision,
      ...packContent("Moving target"),
    });
    await expect(as(moderator).admin.packs.approve({ packId, revision })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("withdrew"),
    });
    await as(author).packs.submit({ id: packId, version: edited.version });
    await expect(as(moderator).admin.packs.approve({ packId, revision })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("The author changed this pack"),
    });
    await expect(
      as(moderator).admin.packs.approve({ packId, revision: edited.version }),
    ).resolves.toMatchObject({
      status: "approved",
    });
  });
});

describe("publishing", () => {
  it("unpublishes a public pack with a reason its author sees; only once", async () => {
    const packId = await publishedPack(db, author, moderator, "To unpublish");
    await expectStaffOnly(db, player, (c) =>
      c.admin.packs.unpublish({ packId, reasonForAuthor: "Copied content." }),
    );
    await as(admin).admin.packs.unpublish({ packId, reasonForAuthor: "Copied content." });
    expect(await as(author).packs.get({ id: packId })).toMatchObject({
      status: "unpublished",
      visibility: "private",
      latestReview: { decision: "unpublished", reason: "Copied content." },
    });
    await expect(as(player).packs.get({ id: packId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      as(moderator).admin.packs.unpublish({ packId, reasonForAuthor: "Again." }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const builtIn = await db.categoryPack.create({
      data: {
        builtIn: true,
        slug: "test-built-in",
        title: "Built in",
        status: "approved",
        visibility: "public",
      },
    });
    await expect(
      as(moderator).admin.packs.unpublish({ packId: builtIn.id, reasonForAuthor: "Not ours to remove." }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Built-in packs can't be unpublished." });
    expect((await audit(packId)).map((e) => e.action)).toEqual(["pack.approve", "pack.unpublish"]);
  });

  it("features published packs on the lobby shelf (packs.featured), never unpublished ones", async () => {
    const packId = await publishedPack(db, author, moderator, "Shelf pack");
    await expectStaffOnly(db, player, (c) => c.admin.packs.feature({ packId, featured: true }));
    expect(await as(moderator).admin.packs.feature({ packId, featured: true })).toMatchObject({
      changed: true,
    });
    expect(await as(moderator).admin.packs.feature({ packId, featured: true })).toMatchObject({
      changed: false,
    });
    // The lobby's entry: who made it and its sides' names, not every category of every side.
    const shelf = await as(null).packs.featured();
    expect(shelf.find((p) => p.id === packId)).toEqual({
      id: packId,
      title: "Shelf pack",
      language: "en",
      builtIn: false,
      author: { id: author.id, name: author.name },
      sideNames: ["Front", "Back"],
    });
    expect((await as(null).packs.browse({})).items[0]?.featured).toBe(true);
    await as(moderator).admin.packs.feature({ packId, featured: false });
    expect((await as(null).packs.featured()).map((p) => p.id)).not.toContain(packId);
    const { packId: queued } = await submittedPack(db, author, "Not yet");
    await expect(as(moderator).admin.packs.feature({ packId: queued, featured: true })).rejects.toMatchObject(
      {
        code: "CONFLICT",
        message: "Only published packs can be featured.",
      },
    );
    expect((await audit(packId)).map((e) => e.action)).toEqual([
      "pack.approve",
      "pack.feature",
      "pack.unfeature",
    ]);
  });
});
