import type { Prisma } from "../generated/prisma/client";

/** The channel every server instance LISTENs on; payloads stay tiny (ids and versions). */
export const GAME_CHANNEL = "wordhall_game";

/**
 * What a game's notification says: the game, its version, and, when the writer knows it,
 * the next deadline (`d`, epoch ms or null) so schedulers arm without a query. `end`: a
 * moderator ended it (the version did not move; watchers re-read it).
 */
export type GameNotice = {
  readonly id: string;
  readonly v: number;
  readonly d?: number | null;
  readonly end?: 1;
};

/** NOTIFYs a game's change; PostgreSQL delivers it when the caller's transaction commits. */
export async function notifyGame(tx: Prisma.TransactionClient, notice: GameNotice): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${GAME_CHANNEL}, ${JSON.stringify(notice)})`;
}
