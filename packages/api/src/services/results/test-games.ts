import type { Db } from "@wordhall/db";
import { ohMyWord } from "@wordhall/engine";
import { applyPlayerAction } from "../games/apply-action";
import { createGame } from "../games/create-game";
import { applyDueDeadlines } from "../games/deadlines";
import { games } from "../games/game-modules";

/**
 * Test support: finishes real games through the game service (the same path players and the
 * deadline runner take), with scripted moves chosen from the stored state.
 */

export const T0 = Date.UTC(2026, 10, 30, 12, 0, 0);
const TIMER_MS = 25_000;

let serial = 0;
const nextId = () => `t-${++serial}-${Math.random().toString(36).slice(2, 10)}`;

async function storedState(db: Db, gameId: string) {
  const game = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: { state: true, status: true },
  });
  return { status: game.status, state: game.state as Record<string, unknown> };
}

/** A small Oh My Word table: one board of two categories, only M tiles, trust judging, a 25 s timer. */
export async function newOmwGame(
  db: Db,
  seatUserIds: readonly string[],
  opts: { tiebreaker?: "elimination" | "shared"; now?: number } = {},
): Promise<string> {
  const { id } = await createGame(db, {
    kind: "oh-my-word",
    config: {
      seats: seatUserIds.length,
      firstSeat: 0,
      boards: [{ kind: "custom", title: "Test", categories: ["Fruit", "Animal"] }],
      tiles: { letters: { M: 20 }, reverse: 0 },
      judging: { mode: "trust" },
      timer: { minMs: TIMER_MS, maxMs: TIMER_MS },
      tiebreaker: opts.tiebreaker ?? "elimination",
    },
    seatUserIds,
    now: opts.now ?? T0,
  });
  return id;
}

/** The bag holder draws, covers the first open category and passes, until the boards fill. */
export async function omwCoverBoards(db: Db, gameId: string, seatUserIds: readonly string[], from: number) {
  let at = from;
  let phase: string | null = null;
  for (let guard = 0; guard < 30; guard++) {
    const { status, state } = await storedState(db, gameId);
    if (status !== "active") return at;
    const view = ohMyWord.view(state as never, null);
    // Full boards end the main game (or, in a tiebreaker, are cleared): either way, stop.
    if (phase !== null && view.phase !== phase) return at;
    phase = view.phase;
    const holder = view.holder as number;
    const open = view.boards.flatMap((b) => b.categories).find((c) => c.cover === null);
    const action =
      view.turn.stage === "draw"
        ? { type: "draw" }
        : view.turn.stage === "claim"
          ? { type: "claim", category: open?.id ?? 0, term: "Mango" }
          : { type: "pass" };
    at += 100;
    await applyPlayerAction(db, {
      gameId,
      userId: seatUserIds[holder] as string,
      clientActionId: nextId(),
      action,
      now: () => at,
    });
  }
  return at;
}

/**
 * Three seats: the timer goes off once on seat 0 (a bad-luck token), the boards fill, seats
 * 1 and 2 are tied on nothing and play the tiebreaker, which the timer settles.
 */
export async function playOmwWithTiebreaker(db: Db, seatUserIds: readonly string[]): Promise<string> {
  const gameId = await newOmwGame(db, seatUserIds);
  await applyDueDeadlines(db, T0 + TIMER_MS);
  const at = await omwCoverBoards(db, gameId, seatUserIds, T0 + TIMER_MS);
  // Whoever holds the bag when the tiebreaker's timer goes off is knocked out.
  await applyDueDeadlines(db, at + 10 * TIMER_MS);
  return gameId;
}

const ONE_SECOND_LIMITS = {
  choose: 1_000,
  draft: 1_000,
  trade: 1_000,
  decide: 1_000,
  bid: 1_000,
  sell: 1_000,
  vote: 1_000,
};

/**
 * A BuyWord game where every decision runs out of time (the defaults play), except that each
 * of `buyerSeats` buys the first draw it is offered, spending money.
 */
export async function playBuyword(
  db: Db,
  seatUserIds: readonly string[],
  buyerSeats: readonly number[] = [],
  now = T0,
): Promise<string> {
  const { id: gameId } = await createGame(db, {
    kind: "buyword",
    config: { players: seatUserIds.length, timeLimits: ONE_SECOND_LIMITS },
    seatUserIds,
    now,
  });
  const buyers = new Set(buyerSeats);
  for (let guard = 0; guard < 200 && buyers.size > 0; guard++) {
    const { status, state } = await storedState(db, gameId);
    if (status !== "active") return gameId;
    const phase = state.phase as { kind: string; turn?: number };
    const deadline = games.buyword.deadlines(state as never)[0];
    if (!deadline) throw new Error(`no deadline in phase ${phase.kind}`);
    const turn = phase.turn ?? -1;
    if (phase.kind === "decide" && buyers.has(turn)) {
      await applyPlayerAction(db, {
        gameId,
        userId: seatUserIds[turn] as string,
        clientActionId: nextId(),
        action: { type: "buy" },
        now: () => deadline.at - 500,
      });
      buyers.delete(turn);
      continue;
    }
    await applyDueDeadlines(db, deadline.at);
  }
  // The rest of the game plays itself out: every remaining time limit, in one pass.
  await applyDueDeadlines(db, now + 86_400_000);
  const { status } = await storedState(db, gameId);
  if (status !== "finished") throw new Error("the BuyWord game did not finish");
  return gameId;
}

let rooms = 0;
/**
 * Puts a game in a room of its own (public by default): who may see a game follows its room,
 * and a game in no room is its players' and moderators' alone.
 */
export async function putInRoom(
  db: Db,
  gameId: string,
  visibility: "public" | "private" = "public",
): Promise<string> {
  const game = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: { kind: true, seats: { select: { userId: true }, orderBy: { seat: "asc" } } },
  });
  const hostId = game.seats[0]?.userId;
  if (!hostId) throw new Error(`game ${gameId} has no seats`);
  const room = await db.room.create({
    data: {
      code: `TG${process.pid % 1000}${++rooms}`,
      kind: game.kind,
      name: "Test table",
      hostId,
      config: {},
      visibility,
    },
  });
  await db.game.update({ where: { id: gameId }, data: { roomId: room.id } });
  return room.id;
}
