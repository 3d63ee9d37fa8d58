// The bots of both games. Pure like the engine: they may import engine, words and timer and
// nothing with IO (the lint rule of biome.json); a host (the game server) asks them and sends
// their actions through the same path as a person's.

export * from "./buyword/index";
export { BOT_LEVELS, type Bot, type BotDecision, type BotInput, type BotLevel } from "./core/bot";
export * from "./oh-my-word/index";
