import type { SessionUser } from "../trpc";
import type { LiveGameMessage, Serialized } from "./live-message";
import type { Realtime } from "./runtime";
import { restartingError } from "./stream-lifecycle";
import { resolveViewer } from "./viewer";

/**
 * The first message `live.game` would send this viewer, as a plain answer: a page's server
 * draws the table from it, so the table is in the HTML (docs/realtime.md). The same cached
 * message the stream sends, built under the same rules of who may see what; the stream
 * could resume from its version, but the web app's asks for a snapshot of its own, since the
 * viewer's seat may change between the two.
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
