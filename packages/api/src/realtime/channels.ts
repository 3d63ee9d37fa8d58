import { GAME_CHANNEL } from "../services/games/write-steps";
import { ROOM_CHANNEL } from "../services/rooms/room-channel";

// Every instance LISTENs on these. Payloads stay tiny, `{"id": …, "v": version}`, far
// under PostgreSQL's 8000-byte limit: subscribers re-read what changed themselves.
// Game and room channels are defined by the services that notify on them.
export { GAME_CHANNEL, ROOM_CHANNEL };
/** Someone connected to or left a game or room; `id` is the presence scope. */
export const PRESENCE_CHANNEL = "wordhall_presence";

export const LIVE_CHANNELS = [GAME_CHANNEL, ROOM_CHANNEL, PRESENCE_CHANNEL] as const;
