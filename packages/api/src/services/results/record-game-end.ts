import { Prisma } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { toDbKind } from "../games/game-kinds";
import { gameOutcome, type SeatOutcome } from "./game-outcome";
import { displayRating, NEW_RATING, rateGame, shownRating } from "./ratings";

/**
 * Writes what a finished game leaves behind, inside the transaction that stores its final
 * state, so a game is never finished without its results or rated twice:
 * one GameResult per seat, a Tiebreak row when Oh My Word needed one, and new ratings.
 * Solo games, games with a bot seat and a table where one account held several seats change
 * no ratings.
 */
export async function recordGameEnd(
  tx: Prisma.TransactionClient,
  input: { gameId: string; kind: GameKind; result: unknown; at: Date },
): Promise<void> {
  const kind = toDbKind(input.kind);
  const outcome = gameOutcome(input.kind, input.result);
  const seatRows = await tx.gameSeat.findMany({
    where: { gameId: input.gameId },
    select: { seat: true, userId: true, user: { select: { botLevel: true } } },
  });
  // A game against bots is played for fun and practice: it rates nobody (BOT-8).
  const withBots = seatRows.some((s) => s.user.botLevel !== null);
  const userAt = new Map(seatRows.map((s) => [s.seat, s.userId]));
  const userOf = (seat: number): string => {
    const userId = userAt.get(seat);
    if (userId === undefined) throw new Error(`game ${input.gameId} has no user at seat ${seat}`);
    return userId;
  };
  const players = outcome.seats.length;

  if (outcome.tiebreak) {
    const tb = outcome.tiebreak;
    await tx.tiebreak.create({
      data: {
        gameId: input.gameId,
        tiedSeats: [...tb.tiedSeats],
        tiedUserIds: tb.tiedSeats.map(userOf),
        eliminationOrder: [...tb.eliminationOrder],
        winnerSeat: tb.winnerSeat,
        winnerUserId: userOf(tb.winnerSeat),
        createdAt: input.at,
      },
    });
  }

  const rated = outcome.seats.map((s) => ({ ...s, userId: userOf(s.seat) }));
  const change =
    players >= 2 && !withBots && new Set(rated.map((r) => r.userId)).size === players
      ? await updateRatings(tx, kind, rated)
      : new Map<string, RatingChange>();

  await tx.gameResult.createMany({
    data: outcome.seats.map((s) => ({
      gameId: input.gameId,
      kind,
      userId: userOf(s.seat),
      seat: s.seat,
      rank: s.rank,
      score: s.score,
      players,
      band: players === 1 ? outcome.band : null,
      ratingBefore: change.get(userOf(s.seat))?.before ?? null,
      ratingAfter: change.get(userOf(s.seat))?.after ?? null,
      createdAt: input.at,
    })),
  });
}

/** A player's shown rating before and after one game. */
type RatingChange = { readonly before: number; readonly after: number };

async function updateRatings(
  tx: Prisma.TransactionClient,
  kind: "oh_my_word" | "buyword",
  seats: readonly (SeatOutcome & { userId: string })[],
): Promise<Map<string, RatingChange>> {
  const userIds = seats.map((s) => s.userId);
  await tx.rating.createMany({
    data: userIds.map((userId) => ({ userId, kind, ...NEW_RATING, ordinal: displayRating(NEW_RATING) })),
    skipDuplicates: true,
  });
  // Locked in a fixed order: two games ending at once for the same player queue up instead
  // of both rating from the same old value (and never deadlock each other).
  const rows = await tx.$queryRaw<{ userId: string; mu: number; sigma: number }[]>`
    SELECT "userId", mu, sigma FROM rating
    WHERE kind = ${kind}::"GameKind" AND "userId" IN (${Prisma.join(userIds)})
    ORDER BY "userId"
    FOR UPDATE`;
  const prior = new Map(rows.map((r) => [r.userId, { mu: r.mu, sigma: r.sigma }]));
  const next = rateGame(seats.map((s) => ({ rating: prior.get(s.userId) ?? NEW_RATING, rank: s.rank })));
  const change = new Map<string, RatingChange>();
  for (const [i, s] of seats.entries()) {
    const r = next[i] ?? NEW_RATING;
    change.set(s.userId, { before: shownRating(prior.get(s.userId) ?? NEW_RATING), after: shownRating(r) });
    await tx.rating.update({
      where: { userId_kind: { userId: s.userId, kind } },
      data: {
        mu: r.mu,
        sigma: r.sigma,
        ordinal: displayRating(r),
        games: { increment: 1 },
        wins: { increment: s.rank === 1 ? 1 : 0 },
      },
    });
  }
  return change;
}
