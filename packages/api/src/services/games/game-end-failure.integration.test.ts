import { TRPCClientError } from "@trpc/client";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp } from "../../testing/clients";
import { actionId, startRoomGame } from "../../testing/room-setup";
import { startTestServer, type TestServer } from "../../testing/test-server";

// A move that ends a game commits the final state together with the results, ratings and
// the room's notice, or none of them. When writing the results fails, the player gets a
// retryable refusal that says so (never a 500), the stored game and room are exactly as
// they were, and the same client action id goes through once the cause is gone.

let database: TestDatabase;
let server: TestServer;
let clients: ReturnType<typeof apiClient>[];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url, instance: "game-end-failure" });
  const players = await Promise.all(["Ana", "Bo"].map((name) => signUp(server.baseUrl, name)));
  clients = players.map((p) => apiClient(server.baseUrl, p));
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** A two-seat Oh My Word in a room: when either player leaves, the game is over. */
async function twoSeatGame() {
  const [host, guest] = clients as [ReturnType<typeof apiClient>, ReturnType<typeof apiClient>];
  const { roomId, gameId } = await startRoomGame(host, [guest], {
    kind: "oh-my-word",
    config: { seats: 2, timer: { minMs: 600_000, maxMs: 600_000 } },
  });
  return { guest, roomId, gameId };
}

/** Everything a finished game writes, to compare before and after a refused move. */
async function stored(gameId: string, roomId: string) {
  const db = server.db;
  return {
    game: await db.game.findUniqueOrThrow({
      where: { id: gameId },
      select: { version: true, status: true, state: true, nextDeadline: true, finishedAt: true },
    }),
    actions: await db.gameAction.count({ where: { gameId } }),
    results: await db.gameResult.count({ where: { gameId } }),
    ratings: await db.rating.findMany({ orderBy: { userId: "asc" } }),
    room: await db.room.findUniqueOrThrow({ where: { id: roomId }, select: { version: true } }),
  };
}

async function refusal(send: () => Promise<unknown>) {
  const error = await send().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  const { message, data } = error as { message: string; data: Record<string, unknown> };
  return { message, data };
}

describe("a failure to record the end of a game", () => {
  it("rolls the ending move back, says so with a retryable code, and accepts the same move later", async () => {
    const { guest, roomId, gameId } = await twoSeatGame();
    const before = await stored(gameId, roomId);
    // Stands in for any failure while writing results (a full disk, a broken constraint).
    await server.db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_results() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'results are refused for this test'; END $$;
      CREATE TRIGGER refuse_results BEFORE INSERT ON game_result
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_results();`);
    const clientActionId = actionId("leave");
    try {
      const error = await refusal(() => guest.play.ohMyWord.leave.mutate({ gameId, clientActionId }));
      expect(error.data).toMatchObject({ code: "SERVICE_UNAVAILABLE", httpStatus: 503 });
      expect(error.data.stack).toBeUndefined();
      expect(error.message).toBe(
        "Your move ends the game, but the game's results could not be saved just now, so it was not applied and the game is unchanged. Send it again in a moment.",
      );
      expect(await stored(gameId, roomId)).toEqual(before);
    } finally {
      await server.db.$executeRawUnsafe(
        "DROP TRIGGER refuse_results ON game_result; DROP FUNCTION refuse_results();",
      );
    }

    // The cause is gone: the same intent, with the same id, is applied once.
    expect(await guest.play.ohMyWord.leave.mutate({ gameId, clientActionId })).toEqual({
      version: before.game.version + 1,
      duplicate: false,
    });
    expect(await guest.play.ohMyWord.leave.mutate({ gameId, clientActionId })).toEqual({
      version: before.game.version + 1,
      duplicate: true,
    });
    const after = await stored(gameId, roomId);
    expect(after.game.status).toBe("finished");
    expect(after.actions).toBe(before.actions + 1);
    expect(after.results).toBe(2);
    expect(after.ratings.map((r) => r.games)).toEqual([1, 1]);
    expect(after.room.version).toBe(before.room.version + 1);
  });

  it("does not mistake a unique violation in the results for a repeated client action id", async () => {
    const { guest, roomId, gameId } = await twoSeatGame();
    const before = await stored(gameId, roomId);
    // This game's two result rows now collide with each other.
    await server.db.$executeRawUnsafe(
      `CREATE UNIQUE INDEX one_result_per_game ON game_result ("gameId") WHERE "gameId" = '${gameId}'`,
    );
    try {
      const error = await refusal(() =>
        guest.play.ohMyWord.leave.mutate({ gameId, clientActionId: actionId("leave") }),
      );
      expect(error.data).toMatchObject({ code: "SERVICE_UNAVAILABLE", httpStatus: 503 });
      expect(error.message).toContain("results could not be saved");
      expect(await stored(gameId, roomId)).toEqual(before);
    } finally {
      await server.db.$executeRawUnsafe("DROP INDEX one_result_per_game");
    }
  });
});
