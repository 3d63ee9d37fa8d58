// The BuyWord bot. Pure: the host hands it the lexicons it hands the engine.
export { type BuywordBotOptions, buywordBot } from "./bot";
export { BUYWORD_LEVELS, type BuywordLevelStyle } from "./levels";
export { type DailyPar, type DailyParOptions, dailyPar, dailyParSteps } from "./daily-par";
