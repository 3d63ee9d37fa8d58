import type { Db } from "@wordhall/db";
import type { GameRecord } from "@wordhall/engine";
import { AppError } from "../../errors";
import { dayClosed, dayFromDate } from "../daily/daily-day";
import { fromDbKind } from "../games/game-kinds";
import { gameForViewer, type Viewer } from "./game-access";

/**
 * A finished game in the replay format (docs/game-records.md). Only once it is over: while
 * it runs, the seed and the actions would let anyone compute the bag.
 */
export async function finishedGameRecord(db: Db, viewer: Viewer, gameId: string): Promise<GameRecord> {
  await gameForViewer(db, viewer, gameId);
  const game = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: {
      kind: true,
      status: true,
      engineVersion: true,
      config: true,
      seed: true,
      createdAt: true,
      actions: { select: { at: true, seat: true, action: true }, orderBy: { seq: "asc" } },
      seats: { select: { seat: true, user: { select: { name: true } } }, orderBy: { seat: "asc" } },
      daily: { select: { day: true } },
    },
  });
  if (game.status !== "finished") {
    throw new AppError("CONFLICT", "A game's record is published once the game is over.");
  }
  // A Daily's seed is the day's, shared by every attempt: its record would deal the day's
  // draws to anyone its player showed it to while others are still to play (docs/daily.md).
  if (game.daily && !dayClosed(dayFromDate(game.daily.day), Date.now())) {
    throw new AppError(
      "CONFLICT",
      "A Daily's record is published once its day is over, at midnight UTC: until then it would show the day's draws.",
    );
  }
  return {
    game: fromDbKind(game.kind),
    engineVersion: game.engineVersion,
    config: game.config,
    seed: game.seed,
    createdAt: game.createdAt.getTime(),
    actions: game.actions.map((a) => ({ at: a.at.getTime(), seat: a.seat, action: a.action })),
    // The names the table showed, so the replay reads like the game did.
    players: game.seats.map((s) => ({ seat: s.seat, name: s.user.name })),
  };
}
