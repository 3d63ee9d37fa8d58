import { createRouter } from "../../trpc";
import { adminAuditRouter } from "./audit";
import { adminGamesRouter } from "./games";
import { adminLexiconRouter } from "./lexicon";
import { adminOverviewRouter } from "./overview";
import { adminPacksRouter } from "./packs";
import { adminReportsRouter } from "./reports";
import { adminUsersRouter } from "./users";

/** The moderators' dashboard (apps/admin): every procedure needs moderator or admin. */
export const adminRouter = createRouter({
  audit: adminAuditRouter,
  games: adminGamesRouter,
  lexicon: adminLexiconRouter,
  overview: adminOverviewRouter,
  packs: adminPacksRouter,
  reports: adminReportsRouter,
  users: adminUsersRouter,
});
