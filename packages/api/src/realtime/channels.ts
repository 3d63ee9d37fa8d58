import { GAME_CHANNEL } from "@wordhall/db/game-store";
import { ROOM_CHANNEL } from "../services/rooms/room-channel";

// Every instance LISTENs on these. Payloads stay tiny, `{"id": …, "v": version}`, far
// under PostgreSQL's 8000-byte limit: subscribers re-read what changed themselves.
export { GAME_CHANNEL, ROOM_CHANNEL };
/** Someone connected to or left a game or room; `id` is the presence scope. */
export const PRESENCE_CHANNEL = "wordhall_presence";

/**
 * A session or user row changed (sign-out, ban, role, name): `id` is the user. Sent by
 * database triggers, so no write path can forget it; instances drop cached sessions.
 */
export const AUTH_CHANNEL = "wordhall_auth";

export const LIVE_CHANNELS = [GAME_CHANNEL, ROOM_CHANNEL, PRESENCE_CHANNEL, AUTH_CHANNEL] as const;

/** `ended`: a moderator ended the game (its version did not move; watchers re-read it). */
export type ChangeNotice = {
  readonly id: string;
  readonly v: number;
  readonly ended?: true;
  /** A game's next deadline (epoch ms, or null: none), when the writer included it. */
  readonly d?: number | null;
};

/** Reads a notification payload, or null for anything not shaped like ours. */
export function parseChangeNotice(payload: string | undefined): ChangeNotice | null {
  if (!payload || payload.length > 1000) return null;
  try {
    const value = JSON.parse(payload) as { id?: unknown; v?: unknown; end?: unknown; d?: unknown };
    if (typeof value.id !== "string" || value.id.length === 0) return null;
    const v = typeof value.v === "number" && Number.isInteger(value.v) ? value.v : 0;
    const notice: ChangeNotice = value.end ? { id: value.id, v, ended: true } : { id: value.id, v };
    const d = value.d;
    return d === null || (typeof d === "number" && Number.isFinite(d)) ? { ...notice, d } : notice;
  } catch {
    return null;
  }
}
