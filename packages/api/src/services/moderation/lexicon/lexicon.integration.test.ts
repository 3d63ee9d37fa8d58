import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { buywordConfigSchema } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame } from "../../games/create-game";
import { games } from "../../games/game-modules";
import { callerAs, makeUser, type TestUser } from "../../rooms/test-callers";
import { expectStaffOnly } from "../test-support";

let database: TestDatabase;
let db: Db;
let player: TestUser;
let other: TestUser;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  player = await makeUser(db, "player");
  other = await makeUser(db, "other");
  moderator = await makeUser(db, "mod", "moderator");
  admin = await makeUser(db, "admin", "admin");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser | null) => callerAs(db, user);

describe("the platform word list", () => {
  it("adds, moves and removes words, normalised, with an audit entry each", async () => {
    await expectStaffOnly(db, player, (c) => c.admin.lexicon.list());
    await expectStaffOnly(db, player, (c) =>
      c.admin.lexicon.add({ word: "qoph", list: "allowed", reason: "Hebrew letter." }),
    );
    expect(
      await as(moderator).admin.lexicon.add({ word: " Café ", list: "banned", reason: "Test ban." }),
    ).toEqual({
      word: "cafe",
      list: "banned",
      movedFrom: null,
    });
    await expect(
      as(admin).admin.lexicon.add({ word: "CAFE", list: "banned", reason: "Again." }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(
      await as(admin).admin.lexicon.add({ word: "cafe", list: "allowed", reason: "Changed our mind." }),
    ).toEqual({
      word: "cafe",
      list: "allowed",
      movedFrom: "banned",
    });
    await as(moderator).admin.lexicon.add({ word: "zzxq", list: "allowed", reason: "House favourite." });
    const lists = await as(moderator).admin.lexicon.list();
    expect(lists.allowed.map((e) => e.word)).toEqual(["cafe", "zzxq"]);
    expect(lists.banned).toEqual([]);
    expect(lists.allowed[0]).toMatchObject({ reason: "Changed our mind.", addedBy: { id: admin.id } });

    await expect(
      as(moderator).admin.lexicon.add({ word: "rock-n-roll", list: "banned", reason: "Nope." }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expectStaffOnly(db, player, (c) =>
      c.admin.lexicon.remove({ word: "zzxq", list: "allowed", reason: "Gone." }),
    );
    await expect(
      as(moderator).admin.lexicon.remove({ word: "zzxq", list: "banned", reason: "Wrong list." }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await as(moderator).admin.lexicon.remove({ word: "ZZXQ", list: "allowed", reason: "No longer wanted." });
    expect((await as(admin).admin.lexicon.list()).allowed.map((e) => e.word)).toEqual(["cafe"]);
    const entries = await db.auditEntry.findMany({
      where: { targetKind: "lexicon" },
      orderBy: { id: "asc" },
    });
    expect(entries.map((e) => [e.action, e.targetId, e.details])).toEqual([
      ["lexicon.add", "cafe", { list: "banned" }],
      ["lexicon.add", "cafe", { list: "allowed", movedFrom: "banned" }],
      ["lexicon.add", "zzxq", { list: "allowed" }],
      ["lexicon.remove", "zzxq", { list: "allowed" }],
    ]);
  });

  it("judges every new BuyWord game's words by it, under the room's own house words", async () => {
    await as(moderator).admin.lexicon.add({
      word: "cat",
      list: "banned",
      reason: "Test: banned on the platform.",
    });
    await as(moderator).admin.lexicon.add({
      word: "dog",
      list: "banned",
      reason: "Test: the room allows it.",
    });
    await as(moderator).admin.lexicon.add({
      word: "qxa",
      list: "allowed",
      reason: "Test: allowed everywhere.",
    });
    const game = await createGame(db, {
      kind: "buyword",
      // A host's own `platform` is replaced by the server's list.
      config: {
        players: 2,
        house: { allowed: ["dog"], banned: [] },
        platform: { allowed: ["cat"], banned: [] },
      },
      seatUserIds: [player.id, other.id],
    });
    const stored = await db.game.findUniqueOrThrow({ where: { id: game.id } });
    const config = buywordConfigSchema.parse(stored.config);
    expect(config.platform).toEqual({ allowed: ["cafe", "qxa"], banned: ["cat", "dog"] });
    const judge = games.buyword.judge(config);
    expect(judge.isWord("cat")).toBe(false);
    expect(judge.isWord("dog")).toBe(true);
    expect(judge.isWord("qxa")).toBe(true);
    expect(judge.isWord("cow")).toBe(true);
    expect(await as(player).buyword.checkWord({ gameId: game.id, word: "CAT" })).toMatchObject({
      valid: false,
    });
    expect(await as(player).buyword.checkWord({ gameId: game.id, word: "QXA" })).toMatchObject({
      valid: true,
    });

    // A game keeps the list it started with; new games get the new one.
    await as(moderator).admin.lexicon.remove({ word: "cat", list: "banned", reason: "Test: lifted." });
    expect(await as(player).buyword.checkWord({ gameId: game.id, word: "CAT" })).toMatchObject({
      valid: false,
    });
    const next = await createGame(db, {
      kind: "buyword",
      config: { players: 2 },
      seatUserIds: [player.id, other.id],
    });
    expect(await as(player).buyword.checkWord({ gameId: next.id, word: "CAT" })).toMatchObject({
      valid: true,
    });
  });
});
