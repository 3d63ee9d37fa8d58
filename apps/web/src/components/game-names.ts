/** The two games as players name them, and the colour each uses across the site. */
export type GameKind = "oh-my-word" | "buyword";

export const GAME_NAME: Record<GameKind, string> = { "oh-my-word": "Oh My Word", buyword: "BuyWord" };

export const GAME_TONE: Record<GameKind, "omw" | "buyword"> = { "oh-my-word": "omw", buyword: "buyword" };
