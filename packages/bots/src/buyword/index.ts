// The BuyWord bot. Pure: the host hands it the lexicons it hands the engine.
export { type BuywordBotOptions, buywordBot } from "./bot";
export { type DailyPar, type DailyParOptions, dailyPar, dailyParSteps } from "./daily-par";
export { BUYWORD_LEVELS, type BuywordLevelStyle } from "./levels";
