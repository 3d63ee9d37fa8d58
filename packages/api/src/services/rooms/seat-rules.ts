import type { GameKind } from "@wordhall/engine";

/** Players at the table per game (OMW-1, BW-1). */
export const SEAT_LIMITS: Record<GameKind, { readonly min: number; readonly max: number }> = {
  "oh-my-word": { min: 2, max: 8 },
  buyword: { min: 1, max: 4 },
};

export const GAME_NAMES: Record<GameKind, string> = { "oh-my-word": "Oh My Word", buyword: "BuyWord" };

// The engines name their player count differently; the room's seats are that count.
const SEAT_FIELD: Record<GameKind, "seats" | "players"> = { "oh-my-word": "seats", buyword: "players" };

/** How many seats the room's table has: the player count in its game settings. */
export function seatCount(kind: GameKind, game: Record<string, unknown>): number {
  const n = game[SEAT_FIELD[kind]];
  return typeof n === "number" ? n : SEAT_LIMITS[kind].max;
}

/** The settings for a game with exactly the players seated now. */
export function withPlayers(kind: GameKind, game: Record<string, unknown>, players: number) {
  return { ...game, [SEAT_FIELD[kind]]: players };
}

/** Spectators included; keeps one room from growing without bound. */
export const MAX_MEMBERS = 50;
