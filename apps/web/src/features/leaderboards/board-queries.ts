import type { GameKind } from "~/features/profile/game-labels";

// The leaderboards' inputs, shared by the page's server component (which fetches what the
// page first shows) and the boards, so both use the same query keys.

/** Rows per board. */
export const BOARD_ROWS = 50;

/** The game whose board shows first. */
export const FIRST_GAME: GameKind = "oh-my-word";

export const ratedBoardInput = (kind: GameKind) => ({ kind, limit: BOARD_ROWS });

export const soloBoardInput = () => ({ limit: BOARD_ROWS });
