"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { type ReactNode, useState } from "react";
import type { AppRouter } from "../root";

// The browser side of tRPC, shared by both apps. It imports the router's type only, so no
// server code reaches the client bundle.

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
  type LiveGameMessage,
  type LiveSeat,
  type PresenceEntry,
  parseLiveMessage,
  type Serialized,
} from "../realtime/live-message";
export type { LiveRoomMessage } from "../realtime/live-room";
export { applyViewPatch, type PatchOp } from "../realtime/view-patch";
// The audit log's action names; the module holds types and this list only, no server code.
export { AUDIT_ACTIONS, type AuditAction } from "../services/audit/audit-log";
export {
  REPORT_ACTIONS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportAction,
  type ReportReason,
} from "../services/moderation/reports/report-reasons";

/** What each procedure returns / takes, as the browser sees it (types only). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}

export function TrpcReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        // Subscriptions (live.*) stream over server-sent events; everything else is batched.
        splitLink({
          condition: (op) => op.type === "subscription",
          true: httpSubscriptionLink({ url: "/api/trpc" }),
          false: httpBatchLink({ url: "/api/trpc" }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
