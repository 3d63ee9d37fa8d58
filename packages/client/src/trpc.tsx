"use client";

// First: no schema may parse before Zod is told not to try eval.
import "./zod-without-eval";
import { QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@wordhall/api";
import { type ReactNode, useState } from "react";
import { makeBrowserQueryClient } from "./query-client";

// The browser side of tRPC, shared by both apps. It imports the router's type only, so no
// server code reaches the client bundle. The API is on the page's own origin: the game
// server answers /api/trpc behind the same address as the pages (docs/ARCHITECTURE.md).

/** What each procedure returns / takes, as the browser sees it (types only). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function TrpcReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeBrowserQueryClient);
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
