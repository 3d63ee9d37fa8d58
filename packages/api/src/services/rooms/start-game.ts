import type { Db } from "@wordhall/db";
import { AppError } from "../../errors";
import { createGame } from "../games/create-game";
import { changeRoom, type LockedRoom, type RoomActor, requireHost, requireOpen } from "./locked-room";
import { resolveGameSettings } from "./room-settings";
import { GAME_NAMES, SEAT_LIMITS, withPlayers } from "./seat-rules";

export type StartedGame = { readonly gameId: string };

/**
 * The host starts the room's game: everyone seated is ready (a host seated alone needs no
 * ready round) and their number suits the game.
 * The game is created and linked in the same transaction that holds the room's lock, so a
 * double click (or two tabs) starts one game and the other gets a clear refusal.
 */
export async function startRoomGame(db: Db, actor: RoomActor, roomId: string): Promise<StartedGame> {
  const hostId = actor.id;
  return changeRoom(db, roomId, actor, async (room) => {
    requireHost(room, hostId, "start the game");
    requireOpen(room);
    if (room.gameActive) throw new AppError("CONFLICT", "The game has already started.");
    const seated = seatedPlayers(room);
    // The host pressing Start is the host being ready: alone at the table (solo practice)
    // there is nobody else to wait for, so no ready round. Bots are always ready (BOT-2).
    const alone = seated.length === 1 && seated[0]?.userId === hostId;
    if (!alone && seated.some((m) => !m.ready && m.bot === null))
      throw new AppError("CONFLICT", "Everyone seated must be ready.");
    return { value: await launch(room, seated), changed: true };
  });
}

/** A fresh game for the same room and seats, once the last one is over; no ready round. */
export async function rematch(db: Db, actor: RoomActor, roomId: string): Promise<StartedGame> {
  const hostId = actor.id;
  return changeRoom(db, roomId, actor, async (room) => {
    requireHost(room, hostId, "start a rematch");
    requireOpen(room);
    if (room.currentGameId === null)
      throw new AppError("CONFLICT", "There is no finished game to rematch yet.");
    if (room.gameActive) throw new AppError("CONFLICT", "The game is still being played.");
    return { value: await launch(room, seatedPlayers(room)), changed: true };
  });
}

function seatedPlayers(room: LockedRoom) {
  const seated = room.members.filter((m) => m.seat !== null).sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0));
  const limits = SEAT_LIMITS[room.kind];
  if (seated.length < limits.min || seated.length > limits.max) {
    throw new AppError(
      "CONFLICT",
      `${GAME_NAMES[room.kind]} needs ${limits.min} to ${limits.max} seated players.`,
    );
  }
  return seated;
}

async function launch(room: LockedRoom, seated: ReturnType<typeof seatedPlayers>): Promise<StartedGame> {
  // Packs are read again now: the boards played are the packs as they are at the start.
  const settings = await resolveGameSettings(room.tx, {
    kind: room.kind,
    game: withPlayers(room.kind, room.config.game, seated.length),
    packBoards: room.config.packBoards,
    hostId: room.hostId,
  });
  const game = await createGame(room.tx, {
    kind: room.kind,
    config: settings,
    // Seats close up: the game's seat i is the i-th occupied room seat, clockwise.
    seatUserIds: seated.map((m) => m.userId),
    roomId: room.id,
  });
  await room.tx.room.update({ where: { id: room.id }, data: { currentGameId: game.id, status: "playing" } });
  await room.tx.roomMember.updateMany({ where: { roomId: room.id }, data: { ready: false } });
  return { gameId: game.id };
}
