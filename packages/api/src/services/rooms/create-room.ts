import { type Db, Prisma } from "@wordhall/db";
import { z } from "zod";
import { AppError } from "../../errors";
import { toDbKind } from "../games/game-kinds";
import { invitePath, newInviteCode } from "./invite-code";
import { toStoredConfig } from "./locked-room";
import { notifyRoom } from "./room-channel";
import {
  gameKindSchema,
  gameSettingsInputSchema,
  packBoardsInputSchema,
  resolveGameSettings,
} from "./room-settings";

export const roomNameSchema = z
  .string()
  .trim()
  .min(1, "The room needs a name.")
  .max(60, "Room names are at most 60 characters.");

export const createRoomSchema = z.object({
  kind: gameKindSchema,
  name: roomNameSchema,
  visibility: z.enum(["public", "private"]).default("public"),
  /** The engine's settings for this game; every option and variant it accepts. */
  config: gameSettingsInputSchema.default({}),
  /** Oh My Word only: pack sides to play as the boards instead of `config.boards`. */
  packBoards: packBoardsInputSchema.default(null),
});
export type CreateRoomInput = z.infer<typeof createRoomSchema>;

/** Rooms one person can host at once (closed ones don't count). */
export const MAX_HOSTED_ROOMS = 10;
const CODE_ATTEMPTS = 8;

export type CreatedRoom = { readonly id: string; readonly code: string; readonly invitePath: string };

/** A new room with its host in the first seat; the invite code is retried until it is unique. */
export async function createRoom(
  db: Db,
  hostId: string,
  input: CreateRoomInput,
  options: { newCode?: () => string } = {},
): Promise<CreatedRoom> {
  const hosted = await db.room.count({ where: { hostId, status: { not: "closed" } } });
  if (hosted >= MAX_HOSTED_ROOMS) {
    throw new AppError(
      "FORBIDDEN",
      `You already host ${MAX_HOSTED_ROOMS} rooms; leave one before opening another.`,
    );
  }
  const game = await db.$transaction((tx) =>
    resolveGameSettings(tx, { kind: input.kind, game: input.config, packBoards: input.packBoards, hostId }),
  );
  const newCode = options.newCode ?? newInviteCode;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = newCode();
    try {
      const room = await db.$transaction(async (tx) => {
        const created = await tx.room.create({
          data: {
            code,
            kind: toDbKind(input.kind),
            name: input.name,
            hostId,
            visibility: input.visibility,
            config: toStoredConfig({ game, packBoards: input.packBoards, kicked: [] }),
            members: { create: { userId: hostId, role: "player", seat: 0 } },
          },
          select: { id: true, code: true, version: true },
        });
        await notifyRoom(tx, created.id, created.version);
        return created;
      });
      return { id: room.id, code: room.code, invitePath: invitePath(room.code) };
    } catch (error) {
      if (isCodeCollision(error)) continue;
      throw error;
    }
  }
  throw new AppError("CONFLICT", "Could not find a free invite code. Please try again.");
}

// The invite code is the only unique value a brand-new room can clash on.
function isCodeCollision(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
