import type { Db } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { z } from "zod";
import { withUserLock } from "../../limits/user-lock";
import { createGame } from "../games/create-game";
import { GUIDED_BUYWORD } from "../learn/guided-buyword";
import { GUIDED_OMW, GUIDED_OMW_SETTINGS } from "../learn/guided-omw";
import { insertRoom, withFreeInviteCode } from "../rooms/create-room";
import { gameKindSchema, resolveGameSettings } from "../rooms/room-settings";
import { GAME_NAMES, withPlayers } from "../rooms/seat-rules";
import { type BotLevel, botLevelSchema } from "./bot-identity";
import { freeBots, requireBotsPlay } from "./room-bots";

export const playNowSchema = z.object({
  kind: gameKindSchema,
  level: botLevelSchema.default("normal"),
  /** The guided first game: easy bots, a curated seed (and settings), a coach on the table. */
  guided: z.boolean().default(false),
});

/** The bots beside the player in a game started with playNow (BOT-9). */
export const PLAY_NOW_BOTS: Record<GameKind, number> = { "oh-my-word": 2, buyword: 1 };

/** Each game's guided first game: its guide id, curated seed and the settings it needs. */
const GUIDES: Record<GameKind, { id: string; seed: string; settings: Record<string, unknown> }> = {
  buyword: { id: GUIDED_BUYWORD.id, seed: GUIDED_BUYWORD.seed, settings: {} },
  "oh-my-word": { id: GUIDED_OMW.id, seed: GUIDED_OMW.seed, settings: GUIDED_OMW_SETTINGS },
};

export type PlayNowGame = { readonly roomId: string; readonly gameId: string };

/**
 * A game against bots in one call (BOT-9): a private room with the player in seat 0 and bots
 * of the level asked beside them, its game started, in one transaction under the player's
 * rooms lock, so the caps on hosting and opening rooms count it like any room (and a refused
 * one leaves nothing behind). The game's settings are the defaults for that many players.
 *
 * Guided, it is the first game that teaches (services/learn/guided-buyword.ts,
 * guided-omw.ts): the bots are easy whatever level was asked, the seed is the curated one
 * (for Oh My Word with the guide's settings too), and the game carries the guide's id so the
 * web coaches. It is still a real game with bot seats, so unrated (BOT-8).
 */
export async function playNow(
  db: Db,
  userId: string,
  input: { kind: GameKind; level: BotLevel; guided?: boolean },
): Promise<PlayNowGame> {
  requireBotsPlay(input.kind);
  const guided = input.guided === true;
  const guide = guided ? GUIDES[input.kind] : null;
  const level: BotLevel = guided ? "easy" : input.level;
  const players = PLAY_NOW_BOTS[input.kind] + 1;
  const game = await db.$transaction((tx) =>
    resolveGameSettings(tx, {
      kind: input.kind,
      game: withPlayers(input.kind, guide ? { ...guide.settings } : {}, players),
      packBoards: null,
      hostId: userId,
    }),
  );
  return withFreeInviteCode(undefined, (code) =>
    withUserLock(db, "rooms", userId, async (tx) => {
      const bots = await freeBots(tx, level, [userId], players - 1);
      const room = await insertRoom(tx, {
        hostId: userId,
        kind: input.kind,
        name: guided ? `Learn ${GAME_NAMES[input.kind]}` : `${GAME_NAMES[input.kind]} with bots`,
        visibility: "private",
        game,
        packBoards: null,
        code,
        members: bots.map((bot, i) => ({ userId: bot.id, seat: i + 1, ready: true })),
      });
      const started = await createGame(tx, {
        kind: input.kind,
        config: game,
        seatUserIds: [userId, ...bots.map((b) => b.id)],
        roomId: room.id,
        ...(guide ? { seed: guide.seed, guide: guide.id } : {}),
      });
      await tx.room.update({
        where: { id: room.id },
        data: { currentGameId: started.id, status: "playing" },
      });
      return { roomId: room.id, gameId: started.id };
    }),
  );
}
