import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame } from "../../games/create-game";
import { callerAs, makeUser, type TestUser } from "../../rooms/test-callers";
import { expectStaffOnly, submittedPack } from "../test-support";
import { overviewStats } from "./stats";

let database: TestDatabase;
let db: Db;
let ana: TestUser;
let bo: TestUser;
let cy: TestUser;
let moderator: TestUser;

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date(Date.UTC(2026, 10, 30, 15, 0, 0));

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  ana = await makeUser(db, "ana");
  bo = await makeUser(db, "bo");
  cy = await makeUser(db, "cy");
  moderator = await makeUser(db, "mod", "moderator");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

describe("admin.overview.stats", () => {
  it("counts games per day per game, players, the queue, the time to a decision and reports", async () => {
    const at = (daysAgo: number) => NOW.getTime() - daysAgo * DAY;
    await createGame(db, { kind: "oh-my-word", config: {}, seatUserIds: [ana.id, bo.id], now: at(0) });
    await createGame(db, { kind: "oh-my-word", config: {}, seatUserIds: [ana.id, cy.id], now: at(0) });
    await createGame(db, {
      kind: "buyword",
      config: { players: 2 },
      seatUserIds: [bo.id, cy.id],
      now: at(2),
    });
    await createGame(db, {
      kind: "buyword",
      config: { players: 2 },
      seatUserIds: [bo.id, cy.id],
      now: at(20),
    });

    // Two decisions, one hour and three hours after submission; one pack still waiting.
    for (const hours of [1, 3]) {
      const { packId, revision } = await submittedPack(db, ana, `Pack ${hours}`);
      await db.categoryPack.update({
        where: { id: packId },
        data: { submittedAt: new Date(at(1) - hours * 3600_000) },
      });
      await callerAs(db, moderator).admin.packs.approve({ packId, revision });
      await db.packReview.updateMany({ where: { packId }, data: { createdAt: new Date(at(1)) } });
    }
    const waiting = await submittedPack(db, bo, "Waiting");
    await db.report.create({
      data: {
        reporterId: bo.id,
        targetKind: "user",
        targetUserId: ana.id,
        reason: "spam",
        createdAt: new Date(at(0)),
      },
    });

    const stats = await overviewStats(db, { days: 7 }, NOW);
    expect(stats.from).toBe("2026-11-24");
    expect(stats.to).toBe("2026-11-30");
    expect(stats.gamesPerDay).toHaveLength(7);
    expect(stats.gamesPerDay.at(-1)).toEqual({ day: "2026-11-30", ohMyWord: 2, buyword: 0 });
    expect(stats.gamesPerDay.at(-3)).toEqual({ day: "2026-11-28", ohMyWord: 0, buyword: 1 });
    expect(stats.gamesPerDay.reduce((n, d) => n + d.ohMyWord + d.buyword, 0)).toBe(3);
    expect(stats.activePlayers.perDay.at(-1)).toEqual({ day: "2026-11-30", players: 3 });
    expect(stats.activePlayers.inPeriod).toBe(3);
    expect(stats.moderation.queueSize).toBe(1);
    expect(stats.moderation.oldestWaitingSince).toBe(
      (await db.categoryPack.findUniqueOrThrow({ where: { id: waiting.packId } })).submittedAt?.toISOString(),
    );
    expect(stats.moderation.decisionsPerDay.at(-2)).toEqual({ day: "2026-11-29", decisions: 2 });
    expect(stats.moderation.timeToDecision).toEqual({
      decisions: 2,
      medianSeconds: 3 * 3600,
      p90Seconds: 3 * 3600,
      averageSeconds: 2 * 3600,
    });
    expect(stats.reports).toEqual({
      perDay: expect.arrayContaining([{ day: "2026-11-30", reports: 1 }]),
      open: 1,
    });
  });

  it("answers moderators and admins only, for 1 to 365 days", async () => {
    await expectStaffOnly(db, ana, (c) => c.admin.overview.stats({ days: 7 }));
    await expect(callerAs(db, moderator).admin.overview.stats({ days: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const today = await callerAs(db, moderator).admin.overview.stats({ days: 1 });
    expect(today.gamesPerDay).toHaveLength(1);
  });
});
