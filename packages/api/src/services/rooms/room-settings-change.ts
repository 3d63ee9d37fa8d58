import type { Db } from "@wordhall/db";
import { z } from "zod";
import { AppError } from "../../errors";
import {
  changeRoom,
  type LockedRoom,
  type RoomActor,
  requireHost,
  requireNoGame,
  requireOpen,
  toStoredConfig,
} from "./locked-room";
import { roomNameSchema } from "./room-name";
import {
  gameSettingsInputSchema,
  type PackBoard,
  packBoardsInputSchema,
  resolveGameSettings,
  resolveRoomOptions,
  roomOptionsInputSchema,
} from "./room-settings";
import { seatCount } from "./seat-rules";

export const updateSettingsSchema = z.object({
  roomId: z.uuid("That is not a room id."),
  /** The room version the host's form was built from; a stale one is refused. */
  version: z.number().int().min(0).optional(),
  name: roomNameSchema.optional(),
  visibility: z.enum(["public", "private"]).optional(),
  config: gameSettingsInputSchema.optional(),
  packBoards: packBoardsInputSchema.optional(),
  /** The room's own options (judging hints); those left out stay as they are. */
  options: roomOptionsInputSchema.optional(),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

/**
 * The host changes the room before a game starts. Everyone is un-readied, since they agreed
 * to other settings; a smaller table moves players down into the remaining seats.
 */
export async function updateRoomSettings(
  db: Db,
  actor: RoomActor,
  input: UpdateSettingsInput,
): Promise<void> {
  const hostId = actor.id;
  await changeRoom(db, input.roomId, actor, async (room) => {
    requireHost(room, hostId, "change the settings");
    requireOpen(room);
    requireNoGame(room, "Settings can't change during a game.");
    if (input.version !== undefined && input.version !== room.version) {
      throw new AppError(
        "CONFLICT",
        "The room changed since you opened the settings. Check them and try again.",
      );
    }
    const packBoards = input.packBoards === undefined ? room.config.packBoards : input.packBoards;
    // A rename alone leaves the game settings (and their packs) as they were.
    const settingsChanged = input.config !== undefined || input.packBoards !== undefined;
    const game = settingsChanged
      ? await resolveGameSettings(room.tx, {
          kind: room.kind,
          game: baseSettings(room, input.config, packBoards),
          packBoards,
          hostId: room.hostId,
        })
      : room.config.game;
    const options = resolveRoomOptions(room.kind, input.options, room.config.options);
    await fitSeats(room, seatCount(room.kind, game));
    await room.tx.roomMember.updateMany({ where: { roomId: room.id }, data: { ready: false } });
    await room.tx.room.update({
      where: { id: room.id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
        config: toStoredConfig({ ...room.config, game, packBoards, options }),
      },
    });
    return { value: undefined, changed: true };
  });
}

function baseSettings(
  room: LockedRoom,
  config: Record<string, unknown> | undefined,
  packBoards: PackBoard[] | null,
): Record<string, unknown> {
  if (config !== undefined) return config;
  // The stored boards came from the packs being dropped: fall back to the game's default.
  if (packBoards === null && room.config.packBoards !== null) {
    const { boards: _dropped, ...rest } = room.config.game;
    return rest;
  }
  return room.config.game;
}

async function fitSeats(room: LockedRoom, seats: number): Promise<void> {
  const seated = room.members.filter((m) => m.seat !== null);
  if (seated.length > seats) {
    throw new AppError(
      "CONFLICT",
      `${seated.length} players are seated; some must stand up before the table has ${seats} seats.`,
    );
  }
  const taken = new Set(seated.map((m) => m.seat));
  const free = Array.from({ length: seats }, (_, seat) => seat).filter((seat) => !taken.has(seat));
  for (const member of seated) {
    if ((member.seat ?? 0) < seats) continue;
    const seat = free.shift();
    await room.tx.roomMember.update({
      where: { roomId_userId: { roomId: room.id, userId: member.userId } },
      data: { seat },
    });
  }
}
