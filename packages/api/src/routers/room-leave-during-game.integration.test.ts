import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPlayerAction } from "../services/games/apply-action";
import { applyDueDeadlines } from "../services/games/deadlines";
import { newOmwGame } from "../services/results/test-games";
import { callerFor } from "./test-caller";

// Leaving the room is not leaving the game: at an Oh My Word table a player who walks away
// simply risks the timer (the room's rule, docs/leaderboards.md). This checks that the game
// goes on around them and that they can still leave the game itself.

let database: TestDatabase;
let db: Db;
const seats = ["u-ana", "u-bo", "u-cy"];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  for (const id of seats)
    await db.user.create({ data: { id, name: id.slice(2), email: `${id}@example.test` } });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

type OmwStored = { holder: number | null; players: { tokens: number[]; left: boolean }[] };

describe("leaving the room during an Oh My Word game", () => {
  it("keeps the seat in play: the timer gives the absent holder a token, and the game goes on", async () => {
    const room = await db.room.create({
      data: {
        code: "OMWLEAVE",
        kind: "oh_my_word",
        name: "Walk-away table",
        hostId: "u-ana",
        config: { game: { seats: 3 }, packBoards: null, kicked: [] },
        members: { create: seats.map((userId, seat) => ({ userId, seat })) },
      },
    });
    const start = Date.now();
    const gameId = await newOmwGame(db, seats, { now: start });
    await db.game.update({ where: { id: gameId }, data: { roomId: room.id } });

    await callerFor(db, "u-ana").rooms.leave({ roomId: room.id });
    expect((await db.room.findUniqueOrThrow({ where: { id: room.id } })).hostId).not.toBe("u-ana");

    // The 25 s timer runs out on seat 0, who holds the bag and is gone from the room.
    await applyDueDeadlines(db, start + 25_000);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    const state = game.state as unknown as OmwStored;
    expect(game.status).toBe("active");
    expect(state.players[0]?.tokens).toHaveLength(1);
    expect(state.holder).toBe(1);

    // Still seated, so the game's own leave is theirs to send (OMW-43).
    await applyPlayerAction(db, {
      kind: "oh-my-word",
      gameId,
      userId: "u-ana",
      clientActionId: "omw-leave-01",
      action: { type: "leave" },
      now: () => start + 26_000,
    });
    const after = (await db.game.findUniqueOrThrow({ where: { id: gameId } })).state as unknown as OmwStored;
    expect(after.players.map((p) => p.left)).toEqual([true, false, false]);
  });
});
