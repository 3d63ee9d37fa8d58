import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs, makeUser, type TestUser } from "../rooms/test-callers";
import { publishedPack, submittedPack } from "./test-support";

// A moderator's decision carries two texts: the reason shown to the person it is about, and
// a note for the audit log. Here the author, the reporter and another moderator each call
// what they can, and we check who reads what.

let database: TestDatabase;
let db: Db;
let author: TestUser;
let reporter: TestUser;
let deciding: TestUser;
let colleague: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  author = await makeUser(db, "Ada Author");
  reporter = await makeUser(db, "Rhea Reporter");
  deciding = await makeUser(db, "Mo Moderator", "moderator");
  colleague = await makeUser(db, "Col League", "moderator");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser) => callerAs(db, user);

/** Everything a person got back, as one string to search for what they must not read. */
const seen = (...responses: unknown[]) => JSON.stringify(responses);

describe("what each person reads of a moderator's decision", () => {
  it("a report that unpublishes a pack: the author gets the reason, never the note or the reporter", async () => {
    const packId = await publishedPack(db, author, deciding, "Party words");
    const filed = await as(reporter).reports.create({
      target: { kind: "pack", packId },
      reason: "offensive",
      details: "Category 3 mocks my town.",
    });
    const reasonForAuthor = "Category 3 makes fun of a group of people. Change it and submit again.";
    const note = "Rhea Reporter says it mocks her town; she asked us not to tell the author it was her.";
    await as(deciding).admin.reports.resolve({
      reportId: filed.id,
      action: "unpublish_pack",
      note,
      reasonForAuthor,
    });

    // The author: the reason for them, and nothing of the note or of who reported.
    const mine = await as(author).packs.mine();
    const own = await as(author).packs.get({ id: packId });
    expect(own).toMatchObject({
      status: "unpublished",
      latestReview: { decision: "unpublished", reason: reasonForAuthor },
    });
    expect(mine.find((p) => p.id === packId)?.latestReview?.reason).toBe(reasonForAuthor);
    const authorRead = seen(mine, own);
    expect(authorRead).not.toContain("asked us not to tell");
    expect(authorRead).not.toContain("Rhea");
    expect(authorRead).not.toContain(reporter.id);

    // The reporter: the pack is gone from view; neither the note nor the decision reaches them.
    expect(filed).toEqual({ id: filed.id, status: "open", alreadyReported: false });
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => ({ code: "none", message: "" }),
        (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
      );
    const gone = await refusal(as(reporter).packs.get({ id: packId }));
    expect(gone.code).toBe("NOT_FOUND");
    const again = await refusal(
      as(reporter).reports.create({ target: { kind: "pack", packId }, reason: "offensive" }),
    );
    expect(again.code).toBe("NOT_FOUND");
    const reporterRead = seen(filed, gone, again);
    expect(reporterRead).not.toContain("asked us not to tell");
    expect(reporterRead).not.toContain("makes fun of");
    expect(reporterRead).not.toContain("Ada");

    // Another moderator: both texts, each labelled for what it is.
    const review = await as(colleague).admin.packs.get({ packId });
    expect(review.reviews[0]).toMatchObject({ decision: "unpublished", reasonForAuthor, note });
    const reports = await as(colleague).admin.reports.list({ status: "resolved" });
    expect(reports.items.find((r) => r.id === filed.id)?.resolution).toMatchObject({
      action: "unpublish_pack",
      note,
    });
    const log = await as(colleague).admin.audit.search({ targetQuery: packId });
    expect(log.items.find((e) => e.action === "pack.unpublish")).toMatchObject({
      reason: note,
      details: { reasonForAuthor },
    });
    expect((await as(colleague).admin.audit.search({ action: "report.resolve" })).items[0]).toMatchObject({
      reason: note,
    });
  });

  it("a rejection: the author reads the reason for them; moderators read the note too", async () => {
    const { packId, revision } = await submittedPack(db, author, "Holiday words");
    const reasonForAuthor = "Sides 1 and 2 repeat three categories.";
    const note = "Third near-copy from this account this week.";
    await as(deciding).admin.packs.reject({ packId, revision, reasonForAuthor, note });

    const own = await as(author).packs.get({ id: packId });
    expect(own.latestReview).toEqual({
      decision: "rejected",
      reason: reasonForAuthor,
      packVersion: revision,
      at: expect.any(String),
      // Only a "fix and approve" changes categories.
      fixes: [],
    });
    expect(seen(own, await as(author).packs.mine())).not.toContain("near-copy");

    const review = await as(colleague).admin.packs.get({ packId });
    expect(review.reviews[0]).toMatchObject({ decision: "rejected", reasonForAuthor, note });
    expect(review.submitter?.recentReviews.find((r) => r.packId === packId)).toMatchObject({
      reasonForAuthor,
      note,
    });
    const log = await as(colleague).admin.audit.search({ targetQuery: packId, action: "pack.reject" });
    expect(log.items[0]).toMatchObject({ reason: note, details: { reasonForAuthor } });
  });
});
