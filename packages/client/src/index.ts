// The browser's view of the platform, for both apps: the tRPC client and its React
// bindings, the shapes the server sends, and the API's client-safe modules. The apps import
// the API only through here (a lint rule), so no server code reaches a page.
export type { AppRouter, Role, SessionUser } from "@wordhall/api";
export * from "@wordhall/api/contract";
// The tables' shapes from the engine (types only: nothing of the engine reaches the bundle).
export type {
  BuywordEventView,
  BuywordResult,
  BuywordView,
  OmwCategoryView,
  OmwClaimView,
  OmwEndReason,
  OmwEventView,
  OmwResult,
  OmwSeatView,
  OmwStanding,
  OmwView,
  PhaseView as BuywordPhaseView,
  PlayerView as BuywordPlayerView,
  RatingBand,
  SaleView as BuywordSaleView,
  TileView as BuywordTileView,
} from "@wordhall/engine";
export {
  type RouterInputs,
  type RouterOutputs,
  TRPCProvider,
  TrpcReactProvider,
  useTRPC,
  useTRPCClient,
} from "./trpc";
