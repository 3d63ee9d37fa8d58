// The browser's view of the platform, for both apps: the tRPC client and its React
// bindings and the shapes the server sends. The apps import the API only through here and
// `@wordhall/client/contract` (a lint rule), so no server code reaches a page.
export type { AppRouter, Role, SessionUser } from "@wordhall/api";
// Types only: the contract's values (schemas built when their module loads, Zod with them)
// come from `@wordhall/client/contract`, so a page that only fetches doesn't carry them.
export type * from "@wordhall/api/contract";
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
