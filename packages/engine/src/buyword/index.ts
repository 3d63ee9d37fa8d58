export type { BuywordAction, BuywordActionInput } from "./actions";
export { buywordActionSchema } from "./actions";
export type { BuywordConfig, BuywordConfigInput } from "./config";
export { buywordConfigSchema, STARTING_MONEY, wildsPerPlayer } from "./config";
export type { BuywordErrorCode } from "./errors";
export type { BuywordEvent } from "./events";
export type { BuywordEventView } from "./events-for";
export { LETTER_TABLE, WILD_TILE_COUNT } from "./letter-table";
export { BUYWORD_ENGINE_VERSION, type BuywordModule, buyword } from "./module";
export type { BuywordResult, RatingBand, Standing } from "./result";
export { ratingBand } from "./result";
export type { BuywordState } from "./state";
export type { TileId, TileView } from "./tiles";
export { LETTER_TILE_COUNT, TILE_COUNT, TILE_LETTER, TILE_PIPS } from "./tiles";
export type { BuywordView, PhaseView, PlayerView, SaleView } from "./view";
/** The judge a game's sales are decided by: lexicon, platform list, then the room's house words. */
export { judgeFor as buywordJudge } from "./word-judge";
