import { type Db, Prisma } from "@wordhall/db";
import { z } from "zod";
import { AppError } from "../../errors";
import { CREATION_LIMITS, takeCreation } from "../../limits/creation-limits";
import { withUserLock } from "../../limits/user-lock";
import { toDbKind } from "../games/game-kinds";
import { invitePath, newInviteCode } from "./invite-code";
import { toStoredConfig } from "./locked-room";
import { notifyRoom } from "./room-channel";
import { roomNameSchema } from "./room-name";
import {
  gameKindSchema,
  gameSettingsInputSchema,
  packBoardsInputSchema,
  type RoomOptions,
  resolveGameSettings,
  resolveRoomOptions,
  roomOptionsInputSchema,
} from "./room-settings";

export const createRoomSchema = z.object({
  kind: gameKindSchema,
  name: roomNameSchema,
  visibility: z.enum(["public", "private"]).default("public"),
  /** The engine's settings for this game; every option and variant it accepts. */
  config: gameSettingsInputSchema.default({}),
  /** Oh My Word only: pack sides to play as the boards instead of `config.boards`. */
  packBoards: packBoardsInputSchema.default(null),
  /** The room's own options (judging hints); defaults for any left out. */
  options: roomOptionsInputSchema.optional(),
});
export type CreateRoomInput = z.infer<typeof createRoomSchema>;

/** Rooms one person can host at once (closed ones don't count). */
export const MAX_HOSTED_ROOMS = 10;
const CODE_ATTEMPTS = 8;

export type CreatedRoom = { readonly id: string; readonly code: string; readonly invitePath: string };

/**
 * A new room with its host in the first seat. The hosting cap, the creation limit and the
 * insert happen under the host's lock in one transaction, so concurrent creations each see
 * the ones before; a clash of invite codes rolls all of it back and tries another code.
 */
export async function createRoom(
  db: Db,
  hostId: string,
  input: CreateRoomInput,
  options: { newCode?: () => string } = {},
): Promise<CreatedRoom> {
  const game = await db.$transaction((tx) =>
    resolveGameSettings(tx, { kind: input.kind, game: input.config, packBoards: input.packBoards, hostId }),
  );
  const roomOptions = resolveRoomOptions(input.kind, input.options);
  const room = await withFreeInviteCode(options.newCode, (code) =>
    withUserLock(db, "rooms", hostId, (tx) =>
      insertRoom(tx, { ...input, hostId, game, options: roomOptions, code, members: [] }),
    ),
  );
  return { id: room.id, code: room.code, invitePath: invitePath(room.code) };
}

/**
 * Inserts a room under its host's "rooms" lock (the caller's transaction holds it): the
 * hosting cap and the creation limit first, then the room with its host in seat 0 and any
 * other members given (the bots of services/bots/play-now.ts). Notifies at commit.
 */
export async function insertRoom(
  tx: Prisma.TransactionClient,
  input: {
    hostId: string;
    kind: CreateRoomInput["kind"];
    name: string;
    visibility: "public" | "private";
    game: Record<string, unknown>;
    packBoards: CreateRoomInput["packBoards"];
    /** The room's options; the defaults for this game when left out. */
    options?: RoomOptions;
    code: string;
    members: readonly { userId: string; seat: number; ready: boolean }[];
  },
): Promise<{ id: string; code: string; version: number }> {
  const { hostId } = input;
  const hosted = await tx.room.count({ where: { hostId, status: { not: "closed" } } });
  if (hosted >= MAX_HOSTED_ROOMS) {
    throw new AppError(
      "FORBIDDEN",
      `You already host ${MAX_HOSTED_ROOMS} rooms; leave one before opening another.`,
    );
  }
  await takeCreation(tx, hostId, CREATION_LIMITS.rooms);
  const created = await tx.room.create({
    data: {
      code: input.code,
      kind: toDbKind(input.kind),
      name: input.name,
      hostId,
      visibility: input.visibility,
      config: toStoredConfig({
        game: input.game,
        packBoards: input.packBoards,
        options: input.options ?? resolveRoomOptions(input.kind, undefined),
        kicked: [],
      }),
      members: {
        create: [
          { userId: hostId, role: "player", seat: 0 },
          ...input.members.map((m) => ({ ...m, role: "player" as const })),
        ],
      },
    },
    select: { id: true, code: true, version: true },
  });
  await notifyRoom(tx, created.id, created.version);
  return created;
}

/** Runs `create` with a new invite code until one is free (codes are unique in the database). */
export async function withFreeInviteCode<T>(
  newCode: (() => string) | undefined,
  create: (code: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    try {
      return await create((newCode ?? newInviteCode)());
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
