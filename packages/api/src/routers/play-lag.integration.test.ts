import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { OmwView } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, signUp } from "../testing/clients";
import { followGame, type GameFollower } from "../testing/live-game-follower";
import { actionId, startRoomGame } from "../testing/room-setup";
import { startTestServer, type TestServer } from "../testing/test-server";

// Lag compensation through the real procedures: a seat's moves echo the last live event
// its stream received, the server measures the round trip on its own clock and credits at
// most 150 ms (docs/timer.md). A "slow link" here delays each move by 120 ms on its way up
// and reports the events as received 120 ms after they were, as a link of 120 ms each
// way would; the hidden timer is fixed, so its deadline is read from the database.

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const TIMER_MS = 3_000;
const ONE_WAY_MS = 120;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

type Seat = { client: ApiClient; follower: GameFollower };
type Link = "slow" | "unmeasured";

/** When the follower received the event of the version it is at (test clock = server clock). */
function receivedAt(follower: GameFollower): number {
  for (let i = follower.raw.length - 1; i >= 0; i--) {
    const entry = follower.raw[i];
    const message = JSON.parse(entry?.text ?? "{}") as { type?: string; version?: number };
    if ((message.type === "snapshot" || message.type === "step") && message.version === follower.version)
      return entry?.at ?? 0;
  }
  throw new Error("no event received yet");
}

/**
 * Sends a move whose intent was formed at `intentAt`. On the slow link it reaches the
 * server 120 ms later and echoes the last event, held since it "arrived" 120 ms after the
 * follower saw it; an unmeasured connection sends no echo (an old client, say).
 */
async function send<T>(
  seat: Seat,
  link: Link,
  intentAt: number,
  mutate: (ids: {
    gameId: string;
    clientActionId: string;
    echo?: { v: number; heldMs: number };
  }) => Promise<T>,
  gameId: string,
): Promise<T> {
  const ids = { gameId, clientActionId: actionId("lag") };
  if (link === "unmeasured") {
    await sleep(intentAt - Date.now());
    return mutate(ids);
  }
  await sleep(intentAt - Date.now());
  const v = seat.follower.version;
  // Nobody acts on an event before it reaches them.
  const arrived = receivedAt(seat.follower) + ONE_WAY_MS;
  const intent = Math.max(intentAt, arrived);
  await sleep(intent - Date.now());
  const echo = { v, heldMs: intent - arrived };
  await sleep(ONE_WAY_MS);
  return mutate({ ...ids, echo });
}

/** A two-seat table of M tiles; seat 0 draws and covers a category over `link`, then passes. */
async function passNearTheTimer(link: Link, passIntentFromDeadline: number) {
  const players = await Promise.all(["Ana", "Bo"].map((n) => signUp(server.baseUrl, n)));
  const clients = players.map((p) => apiClient(server.baseUrl, p));
  const [host, guest] = clients as [ApiClient, ApiClient];
  const { gameId } = await startRoomGame(host, [guest], {
    kind: "oh-my-word",
    config: {
      seats: 2,
      firstSeat: 0,
      boards: [{ kind: "custom", title: "Lag", categories: ["Fruit", "Animal", "City"] }],
      tiles: { letters: { M: 20 }, reverse: 0 },
      judging: { mode: "trust" },
      timer: { minMs: TIMER_MS, maxMs: TIMER_MS },
    },
  });
  const seats: Seat[] = clients.map((client) => ({ client, follower: followGame(client, gameId) }));
  const [ana, bo] = seats as [Seat, Seat];
  await Promise.all(seats.map((s) => s.follower.until((f) => f.version >= 0, 10_000, "the snapshot")));
  const state = (await server.db.game.findUniqueOrThrow({ where: { id: gameId } })).state as {
    timer: { deadline: number };
  };
  const deadline = state.timer.deadline;
  const play = ana.client.play.ohMyWord;

  const drawn = await send(ana, link, Date.now(), (ids) => play.draw.mutate(ids), gameId);
  await ana.follower.until((f) => f.version >= drawn.version, 5_000, "the draw");
  const claimed = await send(
    ana,
    link,
    Date.now(),
    (ids) => play.claim.mutate({ ...ids, category: 0, term: "Mango" }),
    gameId,
  );
  await ana.follower.until((f) => f.version >= claimed.version, 5_000, "the claim");
  expect(Date.now()).toBeLessThan(deadline - 500);

  const passed = await send(
    ana,
    link,
    deadline + passIntentFromDeadline,
    (ids) => play.pass.mutate(ids),
    gameId,
  )
    .then(() => "passed")
    .catch((error: { data?: { rule?: string } }) => error.data?.rule ?? String(error));
  const tokens = (f: GameFollower) => (f.view as OmwView).seats.map((s) => s.tokenCount);
  await bo.follower.until((f) => tokens(f).some((n) => n > 0), 10_000, "the timer to go off");
  const actions = await server.db.gameAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
  for (const s of seats) s.follower.close();
  return {
    passed,
    tokens: tokens(bo.follower),
    log: actions.map((a) => [(a.action as { type: string }).type, a.at.getTime() - deadline]),
  };
}

describe("a pass near the hidden timer, over HTTP", () => {
  it("counts when it left the hand 40 ms before the timer on a link measured at 120 ms, arriving 80 ms after", async () => {
    const { passed, tokens, log } = await passNearTheTimer("slow", -40);
    expect(passed).toBe("passed");
    expect(tokens).toEqual([0, 1]);
    // Stamped at its arrival less the measured lag (a few ms of this machine's own
    // latency on top of the link's 240 ms round trip): before the timer, which follows.
    const [pass, expiry] = log.slice(2);
    expect(pass?.[0]).toBe("pass");
    expect(pass?.[1]).toBeLessThan(0);
    expect(pass?.[1]).toBeGreaterThan(-80);
    expect(expiry).toEqual(["timer-expired", 0]);
  }, 30_000);

  it("does not count arriving as late from a connection whose lag was never measured", async () => {
    const { passed, tokens, log } = await passNearTheTimer("unmeasured", 80);
    expect(passed).toBe("not-your-turn");
    expect(tokens).toEqual([1, 0]);
    expect(log.slice(2)).toEqual([["timer-expired", 0]]);
  }, 30_000);

  it("does not count leaving the hand after the timer, arriving 300 ms late, however slow the link", async () => {
    const { passed, tokens, log } = await passNearTheTimer("slow", 180);
    expect(passed).toBe("not-your-turn");
    expect(tokens).toEqual([1, 0]);
    expect(log.slice(2)).toEqual([["timer-expired", 0]]);
  }, 30_000);
});
