import type { Db } from "@wordhall/db";
import { notifyGame } from "@wordhall/db/game-store";
import { AppError } from "../../../errors";
import { type Actor, writeAudit } from "../../audit/audit-log";
import { notifyRoom } from "../../rooms/room-channel";

/**
 * A moderator ends a game that is stuck (or must stop), with a reason its players see and a
 * note only moderators see (the audit log).
 * The game becomes "aborted" with no results or rating changes; its room goes back to
 * waiting, so the host can start again. Players are told through the live feeds: the game
 * channel's notice carries `end`, on which live.game sends an `ended` message with the
 * reason and closes; the room's version moves, so live.room sends the room with its
 * current game "aborted" and the reason (docs/realtime.md).
 */
export async function endGame(
  db: Db,
  actor: Actor,
  input: { gameId: string; reasonForPlayers: string; note: string | null },
): Promise<{ gameId: string; status: "aborted" }> {
  return db.$transaction(
    async (tx) => {
      const game = await tx.game.findUnique({
        where: { id: input.gameId },
        select: { id: true, kind: true, version: true, roomId: true, room: { select: { name: true } } },
      });
      if (!game) throw new AppError("NOT_FOUND", "That game does not exist.");
      // Conditional on "active": a move, a timer expiry or another moderator may have ended it.
      const ended = await tx.game.updateMany({
        where: { id: game.id, status: "active" },
        data: {
          status: "aborted",
          endedReason: input.reasonForPlayers,
          finishedAt: new Date(),
          nextDeadline: null,
        },
      });
      if (ended.count !== 1) throw new AppError("CONFLICT", "This game is already over.");
      if (game.roomId) {
        const room = await tx.room.updateMany({
          where: { id: game.roomId, currentGameId: game.id, status: { not: "closed" } },
          data: { status: "open", version: { increment: 1 } },
        });
        if (room.count === 1) {
          const { version } = await tx.room.findUniqueOrThrow({
            where: { id: game.roomId },
            select: { version: true },
          });
          await notifyRoom(tx, game.roomId, version);
        }
      }
      await notifyGame(tx, { id: game.id, v: game.version, end: 1 });
      await writeAudit(tx, actor, {
        action: "game.end",
        target: {
          kind: "game",
          id: game.id,
          label: game.room ? `${game.kind} in ${game.room.name}` : game.kind,
        },
        // The log's reason is the moderators' note; what the players were told is in its details.
        reason: input.note,
        details: { version: game.version, reasonForPlayers: input.reasonForPlayers },
      });
      return { gameId: game.id, status: "aborted" } as const;
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
}
