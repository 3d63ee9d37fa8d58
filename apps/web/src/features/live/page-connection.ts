import type { LiveConnection } from "./live-game-store";

/**
 * What the page as a whole should say about its live connections. A room page has two
 * streams (the room, and the game while one is on); when the network drops both notice, and
 * the player needs one message, not one per stream. A stream that hasn't delivered
 * anything yet ("connecting") or has finished ("closed") is not a lost connection.
 */
export function pageConnection(...streams: readonly (LiveConnection | null)[]): "live" | "reconnecting" {
  return streams.some((s) => s === "reconnecting") ? "reconnecting" : "live";
}
