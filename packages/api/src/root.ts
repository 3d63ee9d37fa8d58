import { packsRouter } from "./routers/packs";
import { createRouter } from "./trpc";

export const appRouter = createRouter({
  packs: packsRouter,
});

export type AppRouter = typeof appRouter;
