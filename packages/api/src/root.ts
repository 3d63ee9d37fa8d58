import { adminRouter } from "./routers/admin";
import { buywordRouter } from "./routers/buyword";
import { dailyRouter } from "./routers/daily";
import { gamesRouter } from "./routers/games";
import { leaderboardsRouter } from "./routers/leaderboards";
import { liveRouter } from "./routers/live";
import { meRouter } from "./routers/me";
import { packsRouter } from "./routers/packs";
import { playRouter } from "./routers/play";
import { profileRouter } from "./routers/profile";
import { reportsRouter } from "./routers/reports";
import { roomsRouter } from "./routers/rooms";
import { createRouter } from "./trpc";

export const appRouter = createRouter({
  admin: adminRouter,
  buyword: buywordRouter,
  daily: dailyRouter,
  games: gamesRouter,
  leaderboards: leaderboardsRouter,
  live: liveRouter,
  me: meRouter,
  packs: packsRouter,
  play: playRouter,
  profile: profileRouter,
  reports: reportsRouter,
  rooms: roomsRouter,
});

export type AppRouter = typeof appRouter;
