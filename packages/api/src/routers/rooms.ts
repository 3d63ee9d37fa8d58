import { playNow, playNowSchema } from "../services/bots/play-now";
import { addBot, addBotSchema, removeBot, removeBotSchema } from "../services/bots/room-bots";
import { sendChat, sendChatSchema } from "../services/rooms/chat";
import { createRoom, createRoomSchema } from "../services/rooms/create-room";
import { gameOptions } from "../services/rooms/game-options";
import {
  joinRoom,
  joinRoomSchema,
  kickMember,
  kickSchema,
  leaveRoom,
  leaveSeat,
  readySchema,
  roomIdSchema,
  setReady,
  takeSeat,
  takeSeatSchema,
} from "../services/rooms/membership";
import {
  getRoom,
  listLobby,
  listMyRooms,
  lobbySchema,
  roomByCode,
  roomCodeSchema,
} from "../services/rooms/read-room";
import { updateRoomSettings, updateSettingsSchema } from "../services/rooms/room-settings-change";
import { rematch, startRoomGame } from "../services/rooms/start-game";
import { createRouter, protectedProcedure, publicProcedure } from "../trpc";

export const roomsRouter = createRouter({
  create: protectedProcedure
    .input(createRoomSchema)
    .mutation(({ ctx, input }) => createRoom(ctx.db, ctx.user.id, input)),
  /** Each game's defaults, seat range, built-in boards and lexicons, for create-room forms. */
  options: publicProcedure.query(() => gameOptions()),
  get: publicProcedure.input(roomIdSchema).query(({ ctx, input }) => getRoom(ctx.db, ctx.user, input.roomId)),
  lobby: publicProcedure.input(lobbySchema).query(({ ctx, input }) => listLobby(ctx.db, input)),
  byCode: publicProcedure.input(roomCodeSchema).query(({ ctx, input }) => roomByCode(ctx.db, input.code)),
  mine: protectedProcedure.query(({ ctx }) => listMyRooms(ctx.db, ctx.user.id)),
  join: protectedProcedure
    .input(joinRoomSchema)
    .mutation(({ ctx, input }) => joinRoom(ctx.db, ctx.user, input)),
  leave: protectedProcedure
    .input(roomIdSchema)
    .mutation(({ ctx, input }) => leaveRoom(ctx.db, ctx.user, input.roomId)),
  takeSeat: protectedProcedure
    .input(takeSeatSchema)
    .mutation(({ ctx, input }) => takeSeat(ctx.db, ctx.user, input)),
  leaveSeat: protectedProcedure
    .input(roomIdSchema)
    .mutation(({ ctx, input }) => leaveSeat(ctx.db, ctx.user, input.roomId)),
  setReady: protectedProcedure
    .input(readySchema)
    .mutation(({ ctx, input }) => setReady(ctx.db, ctx.user, input)),
  kick: protectedProcedure
    .input(kickSchema)
    .mutation(({ ctx, input }) => kickMember(ctx.db, ctx.user, input)),
  updateSettings: protectedProcedure
    .input(updateSettingsSchema)
    .mutation(({ ctx, input }) => updateRoomSettings(ctx.db, ctx.user, input)),
  start: protectedProcedure
    .input(roomIdSchema)
    .mutation(({ ctx, input }) => startRoomGame(ctx.db, ctx.user, input.roomId)),
  rematch: protectedProcedure
    .input(roomIdSchema)
    .mutation(({ ctx, input }) => rematch(ctx.db, ctx.user, input.roomId)),
  sendChat: protectedProcedure
    .input(sendChatSchema)
    .mutation(({ ctx, input }) => sendChat(ctx.db, ctx.user, input)),
  /** The host seats a bot (docs/rules/bots.md, BOT-2). */
  addBot: protectedProcedure
    .input(addBotSchema)
    .mutation(({ ctx, input }) => addBot(ctx.db, ctx.user, input)),
  removeBot: protectedProcedure
    .input(removeBotSchema)
    .mutation(({ ctx, input }) => removeBot(ctx.db, ctx.user, input)),
  /** A private room with the caller and bots, its game started: { roomId, gameId } (BOT-9). */
  playNow: protectedProcedure
    .input(playNowSchema)
    .mutation(({ ctx, input }) => playNow(ctx.db, ctx.user.id, input)),
});
