import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs, makeUser, type TestUser } from "../../rooms/test-callers";
import { realAccounts } from "../test-accounts";
import { expectStaffOnly, packContent, publishedPack } from "../test-support";
import { REPORTS_PER_DAY } from "./create-report";

let database: TestDatabase;
let db: Db;
let author: TestUser;
let reporter: TestUser;
let other: TestUser;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  author = await makeUser(db, "author");
  reporter = await makeUser(db, "reporter");
  other = await makeUser(db, "other");
  moderator = await makeUser(db, "mod", "moderator");
  admin = await makeUser(db, "admin", "admin");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser | null) => callerAs(db, user);

describe("reports.create", () => {
  it("files a report about a published pack or a person, once while it is open", async () => {
    const packId = await publishedPack(db, author, moderator, "Reported pack");
    const first = await as(reporter).reports.create({
      target: { kind: "pack", packId },
      reason: "offensive",
      details: "Category 3 is a slur.",
    });
    expect(first).toMatchObject({ status: "open", alreadyReported: false });
    const again = await as(reporter).reports.create({ target: { kind: "pack", packId }, reason: "spam" });
    expect(again).toEqual({ id: first.id, status: "open", alreadyReported: true });
    await expect(
      as(other).reports.create({ target: { kind: "user", userId: author.id }, reason: "harassment" }),
    ).resolves.toMatchObject({ alreadyReported: false });
    expect(await db.report.count({ where: { packId } })).toBe(1);
  });

  it("refuses anonymous callers, oneself, one's own pack, private packs, missing targets and unknown reasons", async () => {
    const draft = await as(author).packs.create(packContent("Private draft"));
    const own = await publishedPack(db, author, moderator, "Own pack");
    await expect(
      as(null).reports.create({ target: { kind: "user", userId: author.id }, reason: "spam" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      as(reporter).reports.create({ target: { kind: "user", userId: reporter.id }, reason: "spam" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "You can't report yourself." });
    await expect(
      as(author).reports.create({ target: { kind: "pack", packId: own }, reason: "spam" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "You can't report your own pack." });
    await expect(
      as(reporter).reports.create({ target: { kind: "pack", packId: draft.id }, reason: "spam" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      as(reporter).reports.create({ target: { kind: "user", userId: "u-nobody" }, reason: "spam" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      as(reporter).reports.create({
        target: { kind: "user", userId: author.id },
        reason: "because" as "spam",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it(`limits one person to ${REPORTS_PER_DAY} reports a day`, async () => {
    const busy = await makeUser(db, "busy");
    const targets = await Promise.all(
      Array.from({ length: REPORTS_PER_DAY + 1 }, (_, i) => makeUser(db, `t${i}`)),
    );
    for (const target of targets.slice(0, REPORTS_PER_DAY)) {
      await as(busy).reports.create({ target: { kind: "user", userId: target.id }, reason: "spam" });
    }
    await expect(
      as(busy).reports.create({
        target: { kind: "user", userId: targets[REPORTS_PER_DAY]?.id ?? "" },
        reason: "spam",
      }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("admin.reports.list and resolve", () => {
  it("lists open reports oldest first with their context, to moderators and admins only", async () => {
    await expectStaffOnly(db, reporter, (c) => c.admin.reports.list({}));
    const list = await as(moderator).admin.reports.list({});
    expect(list.items.length).toBeGreaterThan(0);
    const times = list.items.map((r) => r.at);
    expect([...times].sort()).toEqual(times);
    const packReport = list.items.find((r) => r.target.kind === "pack");
    expect(packReport).toMatchObject({
      status: "open",
      reason: "offensive",
      details: "Category 3 is a slur.",
      reporter: { id: reporter.id, name: "reporter" },
      target: {
        kind: "pack",
        pack: { title: "Reported pack", status: "approved", author: { id: author.id } },
      },
      openReportsOnTarget: 1,
      resolution: null,
    });
    const userReport = list.items.find((r) => r.target.kind === "user" && r.target.user.id === author.id);
    expect(userReport?.target).toMatchObject({ kind: "user", user: { name: "author", suspended: false } });
    const page = await as(admin).admin.reports.list({ limit: 1 });
    expect(page.items).toHaveLength(1);
    const next = await as(admin).admin.reports.list({ limit: 1, cursor: page.nextCursor ?? undefined });
    expect(next.items[0]?.id).not.toBe(page.items[0]?.id);
  });

  it("dismisses a report, closing every open report about the same target, once", async () => {
    const target = await makeUser(db, "target");
    const a = await as(reporter).reports.create({
      target: { kind: "user", userId: target.id },
      reason: "spam",
    });
    await as(other).reports.create({ target: { kind: "user", userId: target.id }, reason: "harassment" });
    await expectStaffOnly(db, reporter, (c) =>
      c.admin.reports.resolve({ reportId: a.id, action: "dismiss", note: "Friendly banter." }),
    );
    const done = await as(moderator).admin.reports.resolve({
      reportId: a.id,
      action: "dismiss",
      note: "Friendly banter.",
    });
    expect(done).toEqual({ reportId: a.id, status: "dismissed", closed: 2 });
    await expect(
      as(admin).admin.reports.resolve({ reportId: a.id, action: "resolve", note: "Again." }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const dismissed = await as(moderator).admin.reports.list({ status: "dismissed" });
    expect(dismissed.items.find((r) => r.id === a.id)?.resolution).toMatchObject({
      action: "dismiss",
      note: "Friendly banter.",
      by: { id: moderator.id },
    });
    expect(await db.auditEntry.findMany({ where: { targetId: a.id } })).toMatchObject([
      { action: "report.resolve", actorId: moderator.id, reason: "Friendly banter." },
    ]);
  });

  it("unpublishes the reported pack, or suspends the reported person, in the same step", async () => {
    const packId = await publishedPack(db, author, moderator, "Bad pack");
    const report = await as(reporter).reports.create({
      target: { kind: "pack", packId },
      reason: "offensive",
    });
    await expect(
      as(admin).admin.reports.resolve({ reportId: report.id, action: "unpublish_pack", note: "Slurs." }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Give the reason the pack's author will see when it is unpublished."),
    });
    await as(admin).admin.reports.resolve({
      reportId: report.id,
      action: "unpublish_pack",
      note: "Slurs, as the reporter says.",
      reasonForAuthor: "A category is a slur.",
    });
    expect(await as(author).packs.get({ id: packId })).toMatchObject({
      status: "unpublished",
      latestReview: { reason: "A category is a slur." },
    });

    const troll = await makeUser(db, "troll");
    const onTroll = await as(reporter).reports.create({
      target: { kind: "user", userId: troll.id },
      reason: "harassment",
    });
    await expect(
      as(moderator).admin.reports.resolve({
        reportId: onTroll.id,
        action: "unpublish_pack",
        note: "Wrong action.",
        reasonForAuthor: "Wrong action.",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await db.report.findUniqueOrThrow({ where: { id: onTroll.id } })).status).toBe("open");
    await as(moderator).admin.reports.resolve({
      reportId: onTroll.id,
      action: "suspend_user",
      note: "Insults in chat.",
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: troll.id } })).toMatchObject({
      banned: true,
      banReason: "Insults in chat.",
    });
    const actions = await db.auditEntry.findMany({
      where: { actorId: moderator.id, targetId: { in: [troll.id, onTroll.id] } },
    });
    expect(actions.map((e) => e.action).sort()).toEqual(["report.resolve", "user.suspend"]);
  });

  it("suspends a pack's author from a report about the pack: signed out, kept out, unable to act", async () => {
    const accounts = realAccounts(db);
    const maker = await accounts.signedUpTwice("pack-maker@example.test");
    const packId = await publishedPack(db, maker.user, moderator, "Slur pack");
    const report = await as(reporter).reports.create({
      target: { kind: "pack", packId },
      reason: "offensive",
      details: "Every category is an insult.",
    });
    // The queue says who the author is and that they are not suspended, so the dashboard can
    // offer to suspend them from the pack's report.
    const listed = (await as(moderator).admin.reports.list({})).items.find((r) => r.id === report.id);
    expect(listed?.target).toMatchObject({
      kind: "pack",
      pack: { author: { id: maker.user.id, name: "pack-maker", role: "player", suspended: false } },
    });

    await expect(
      as(moderator).admin.reports.resolve({
        reportId: report.id,
        action: "suspend_user",
        note: "Made a pack of slurs on purpose.",
      }),
    ).resolves.toEqual({ reportId: report.id, status: "resolved", closed: 1 });

    // Suspended exactly as from their own page: banned with the note as the reason...
    expect(await db.user.findUniqueOrThrow({ where: { id: maker.user.id } })).toMatchObject({
      banned: true,
      banReason: "Made a pack of slurs on purpose.",
    });
    // ...signed out on both devices, so nothing they send acts as them any more...
    expect(await accounts.whoIs(maker.laptop)).toBeNull();
    expect(await accounts.whoIs(maker.phone)).toBeNull();
    await expect(
      as(await accounts.whoIs(maker.laptop)).packs.create(packContent("Another")),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    // ...and refused at sign-in, saying why.
    const refused = await maker.signIn();
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      "This account is suspended. If you think this is a mistake, contact the moderators.",
    );

    const closed = await as(moderator).admin.reports.list({ status: "resolved" });
    expect(closed.items.find((r) => r.id === report.id)).toMatchObject({
      resolution: { action: "suspend_user", note: "Made a pack of slurs on purpose." },
      target: { pack: { author: { id: maker.user.id, suspended: true } } },
    });
    // Suspending the author leaves the pack as it was: unpublishing is its own decision.
    expect((await db.categoryPack.findUniqueOrThrow({ where: { id: packId } })).status).toBe("approved");
    const audit = await db.auditEntry.findMany({
      where: { actorId: moderator.id, targetId: { in: [maker.user.id, report.id] } },
    });
    expect(audit.map((e) => e.action).sort()).toEqual(["report.resolve", "user.suspend"]);

    // A later report about the pack cannot suspend them twice; that decision is refused whole.
    const again = await as(other).reports.create({ target: { kind: "pack", packId }, reason: "spam" });
    await expect(
      as(moderator).admin.reports.resolve({ reportId: again.id, action: "suspend_user", note: "Again." }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "pack-maker is already suspended." });
    expect((await db.report.findUniqueOrThrow({ where: { id: again.id } })).status).toBe("open");
  });

  it("refuses a report that does not exist, and a malformed action", async () => {
    await expect(
      as(moderator).admin.reports.resolve({
        reportId: "00000000-0000-4000-8000-000000000000",
        action: "dismiss",
        note: "Nothing.",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      as(moderator).admin.reports.resolve({
        reportId: "00000000-0000-4000-8000-000000000000",
        action: "ban" as "dismiss",
        note: "Nothing.",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
