import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { readClaimedGame } from "./claims";
import { commitGame } from "./commit-games";
import { type ClaimedGame, expireDueGames } from "./expire-due";
import { readFeedGame } from "./feed-reads";
import { readForAction } from "./read-for-action";
import { addGame, addUsers, oneStep } from "./store-fixtures";

// Every read that leads to storing a game's next deadline also says which seats the server
// plays (the bots' planned moves are part of that deadline), with the seed and the time of
// the current version their moves are worked out from.

let database: TestDatabase;
let db: Db;
let people: string[];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  people = await addUsers(db, ["ana"]);
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const T0 = Date.UTC(2030, 2, 1, 9, 0, 0);

describe("bot seats in the game store's reads", () => {
  it("the migration seeds eight bot identities per level, with no credentials", async () => {
    const bots = await db.user.findMany({
      where: { botLevel: { not: null } },
      select: { id: true, name: true, email: true, botLevel: true, accounts: { select: { id: true } } },
    });
    expect(bots).toHaveLength(24);
    for (const level of ["easy", "normal", "hard"] as const) {
      expect(bots.filter((b) => b.botLevel === level)).toHaveLength(8);
    }
    for (const bot of bots) {
      expect(bot.name).toMatch(/^\p{Lu}\p{Ll}+ \(bot\)$/u);
      expect(bot.email).toMatch(/@bots\.wordhall\.invalid$/);
      expect(bot.accounts).toEqual([]);
    }
  });

  it("reads the bot seats, the seed and the current version's time with the action, the claim and the feed", async () => {
    const seats = [people[0] as string, "bot-hard-2", "bot-easy-5"];
    const game = await addGame(db, seats, { createdAt: T0, nextDeadline: T0 + 500 });
    await commitGame(db, oneStep(game, { clientActionId: "first", at: T0 + 400, nextDeadline: T0 + 500 }));
    const bots = [
      { seat: 1, userId: "bot-hard-2", level: "hard" },
      { seat: 2, userId: "bot-easy-5", level: "easy" },
    ];

    const read = await readForAction(db, { gameId: game.id, userId: "bot-hard-2", clientActionId: "x" });
    expect(read).toMatchObject({ seat: 1, seed: "seed", lastAt: T0 + 400, bots });

    let claimed: ClaimedGame | undefined;
    const outcome = await expireDueGames(db, { now: T0 + 600, limit: 5 }, (g) => {
      claimed = g;
      return { release: true };
    });
    expect(outcome).toEqual({ committed: [], deferred: [], released: [game.id], more: false });
    expect(claimed).toMatchObject({ id: game.id, version: 1, seed: "seed", lastAt: T0 + 400, bots });

    const inTx = await db.$transaction((tx) => readClaimedGame(tx, game.id));
    expect(inTx).toMatchObject({ version: 1, nextDeadline: T0 + 500, seed: "seed", lastAt: T0 + 400, bots });

    const feed = await readFeedGame(db, game.id);
    expect(feed?.seats.map((s) => s.bot)).toEqual([null, "hard", "easy"]);

    const peopleOnly = await addGame(db, people, { createdAt: T0 });
    expect(
      await readForAction(db, { gameId: peopleOnly.id, userId: people[0] as string, clientActionId: "y" }),
    ).toMatchObject({ bots: [], lastAt: T0 });
  });
});
