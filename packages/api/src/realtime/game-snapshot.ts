import type { SessionUser } from "../trpc";
import type { LiveGameMessage, Serialized } from "./live-message";
import type { Realtime } from "./runtime";
import { restartingError } from "./stream-lifecycle";
import { resolveViewer } from "./viewer";

/**
 * The first message `live.game` would send this viewer, as a plain answer: a page renders
 * the table from it on the server, and the browser's stream then opens from its version, so
 * it sends only what happened since (docs/realtime.md). The same cached message the stream
 * sends, built under the same rules of who may see what.
 */
export async function gameSnapshot(
  rt: Realtime,
  input: { gameId: string; user: SessionUser | null; as?: "spectator" },
): Promise<Serialized<LiveGameMessage>> {
  if (rt.shuttingDown) throw restartingError();
  const { seat } = await resolveViewer(rt.db, input.gameId, input.user);
  await rt.games.refresh(input.gameId);
  return rt.games.snapshot(input.gameId, input.as === "spectator" ? null : seat).data;
}
