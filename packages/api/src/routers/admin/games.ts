import { endGame } from "../../services/moderation/games/end-game";
import { gameEndSchema, gameRefSchema } from "../../services/moderation/games/game-input";
import { gameForModerator } from "../../services/moderation/games/inspect-game";
import { activeGames } from "../../services/moderation/games/live-games";
import { createRouter, moderatorProcedure } from "../../trpc";

export const adminGamesRouter = createRouter({
  active: moderatorProcedure.query(({ ctx }) => activeGames(ctx.db)),
  get: moderatorProcedure
    .input(gameRefSchema)
    .query(({ ctx, input }) => gameForModerator(ctx.db, input.gameId)),
  end: moderatorProcedure.input(gameEndSchema).mutation(({ ctx, input }) => endGame(ctx.db, ctx.user, input)),
});
