import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type Player, signUp, type Transcript } from "../../../testing/clients";
import { leaks, type Received, type Secrets } from "../../../testing/hidden-info";
import { startTestServer, type TestServer } from "../../../testing/test-server";
import type { SessionUser } from "../../../trpc";
import { applyPlayerAction } from "../../games/apply-action";
import { createGame } from "../../games/create-game";
import { callerAs, makeUser, type TestUser } from "../../rooms/test-callers";

// While a game runs, staff tools show what a spectator sees plus what moderating needs,
// and nothing of the bag, the token supply, the generator or a hidden deadline: a moderator
// may be seated in that very game. Once it is over, the whole state.

let database: TestDatabase;
let server: TestServer;
let ana: TestUser;
let bo: TestUser;
let moderator: TestUser;
/** A moderator who plays: seat 1 of both games, signed in over HTTP. */
let seatedPlayer: Player;
let seated: SessionUser;

const T0 = Date.UTC(2026, 11, 1, 12, 0, 0);

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url });
  ana = await makeUser(server.db, "ana");
  bo = await makeUser(server.db, "bo");
  moderator = await makeUser(server.db, "mod", "moderator");
  seatedPlayer = await signUp(server.baseUrl, "Sam");
  await server.db.user.update({ where: { id: seatedPlayer.userId }, data: { role: "moderator" } });
  seated = { id: seatedPlayer.userId, name: "Sam", email: seatedPlayer.email, role: "moderator" };
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** An Oh My Word game whose hidden timer is running (the holder drew), and a BuyWord game. */
async function runningGames() {
  const omw = await createGame(server.db, {
    kind: "oh-my-word",
    // No reverse tiles: the draw must leave the bag with seat 0 (a reverse would hand it on).
    config: { seats: 3, firstSeat: 0, timer: { minMs: 600_000, maxMs: 600_000 }, tiles: { reverse: 0 } },
    seatUserIds: [ana.id, seated.id, bo.id],
    now: Date.now(),
  });
  await applyPlayerAction(server.db, {
    gameId: omw.id,
    userId: ana.id,
    clientActionId: "staff-view-draw",
    action: { type: "draw" },
  });
  const buyword = await createGame(server.db, {
    kind: "buyword",
    config: { players: 2 },
    seatUserIds: [ana.id, seated.id],
    now: T0,
  });
  return { omw: omw.id, buyword: buyword.id };
}

type StoredState = {
  rng: readonly number[];
  bag: readonly number[];
  bagNext?: number;
  supply?: readonly number[];
  timer?: { deadline?: number };
};

/** What must stay hidden in this game right now, read from its row. */
async function secretsOf(gameId: string) {
  const row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
  const state = row.state as unknown as StoredState;
  const bag = state.bag.slice(state.bagNext ?? 0);
  const deadlines = new Set<number>();
  if (state.timer?.deadline) deadlines.add(state.timer.deadline);
  const secrets: Secrets = { seed: row.seed, deadlines, bags: new Set([JSON.stringify(bag)]) };
  return { row, state, secrets, rng: JSON.stringify(state.rng).slice(1, -1) };
}

/** Every leak in these answers: the scanner's, the generator's state, and the game's stored deadline. */
async function leaksIn(answers: readonly unknown[], gameId: string, kind: "omw" | "buyword") {
  const { row, secrets, rng } = await secretsOf(gameId);
  const received: Received[] = answers.map((a) => ({ at: Date.now(), text: JSON.stringify(a) }));
  // BuyWord's decision clock is public (its view shows it); Oh My Word's timer never is.
  const allowed = kind === "buyword" ? new Set(["deadline"]) : new Set<string>();
  const found = leaks(received, secrets, allowed);
  for (const { text } of received) {
    if (text.includes(rng)) found.push("the generator's state");
    const hidden = kind === "omw" ? row.nextDeadline?.getTime() : undefined;
    if (hidden !== undefined && text.includes(String(hidden))) found.push("the hidden deadline (ms)");
    if (kind === "omw" && row.nextDeadline && text.includes(row.nextDeadline.toISOString()))
      found.push("the hidden deadline (ISO)");
  }
  return found;
}

describe("staff views of games in progress", () => {
  it("give moderators, seated or not, the spectator view and moderation facts, never a secret", async () => {
    const games = await runningGames();
    const omwRow = await server.db.game.findUniqueOrThrow({ where: { id: games.omw } });
    expect(omwRow.nextDeadline).not.toBeNull();
    expect((omwRow.state as unknown as StoredState).timer?.deadline).toBeGreaterThan(Date.now());

    for (const staff of [moderator, seated]) {
      const as = callerAs(server.db, staff);
      const active = await as.admin.games.active();
      for (const [kind, gameId] of [
        ["omw", games.omw],
        ["buyword", games.buyword],
      ] as const) {
        const got = await as.admin.games.get({ gameId });
        expect(await leaksIn([got, active], gameId, kind)).toEqual([]);
        expect(got).toMatchObject({ status: "active", revealed: null, version: expect.any(Number) });
        expect(got.view).toMatchObject({ game: kind === "omw" ? "oh-my-word" : "buyword" });
      }
      const omw = await as.admin.games.get({ gameId: games.omw });
      // What moderating needs: who holds the bag, that a timer is pending, the public log.
      expect(omw).toMatchObject({ phase: "playing", acting: 0, timerPending: true, actionCount: 1 });
      expect(omw.recentActions).toEqual([
        {
          seq: 1,
          seat: 0,
          action: { type: "draw" },
          at: expect.any(String),
          // What the table's log says of it, as a spectator's events (scanned for leaks above).
          events: [expect.objectContaining({ type: "tile-drawn", seat: 0 })],
        },
      ]);
      expect(active.games.find((g) => g.gameId === games.omw)).toMatchObject({ timerPending: true });
      expect(active.games.every((g) => !("nextDeadline" in g))).toBe(true);
    }
  });

  it("is the same over HTTP for a moderator seated in the game", async () => {
    const games = await runningGames();
    const transcript: Transcript = { bodies: [] };
    const client = apiClient(server.baseUrl, seatedPlayer, transcript);
    await client.admin.games.get.query({ gameId: games.omw });
    await client.admin.games.active.query();
    expect(transcript.bodies.length).toBeGreaterThanOrEqual(2);
    const bodies = transcript.bodies.map((b) => JSON.parse(b.text) as unknown);
    expect(await leaksIn(bodies, games.omw, "omw")).toEqual([]);
    expect(JSON.stringify(bodies)).toContain('"timerPending":true');
  });

  it("give the whole state and seed once the game is over", async () => {
    const games = await runningGames();
    await callerAs(server.db, moderator).admin.games.end({
      gameId: games.omw,
      reasonForPlayers: "Test over.",
    });
    const stored = await server.db.game.findUniqueOrThrow({ where: { id: games.omw } });
    const got = await callerAs(server.db, seated).admin.games.get({ gameId: games.omw });
    expect(got).toMatchObject({ status: "aborted", revealed: { seed: stored.seed }, timerPending: false });
    expect(got.revealed?.state).toEqual(stored.state);
    expect(got.recentActions[0]?.action).toEqual({ type: "draw" });
  });
});
