import { liveRouter } from "./routers/live";
import { meRouter } from "./routers/me";
import { packsRouter } from "./routers/packs";
import { createRouter } from "./trpc";

export const appRouter = createRouter({
  live: liveRouter,
  me: meRouter,
  packs: packsRouter,
});

export type AppRouter = typeof appRouter;
