import type { GameKind } from "~/components/game-names";

/** Each game's "learn by playing" page: what the guided game is, and its start button. */
export const LEARN_PATH: Record<GameKind, string> = {
  "oh-my-word": "/learn/oh-my-word",
  buyword: "/learn/buyword",
};

/** About how long each guided first game takes, as the links promise it. */
export const LEARN_MINUTES: Record<GameKind, number> = { "oh-my-word": 5, buyword: 3 };
