// Helpers for tests and benches of the processes that serve this API (the game server's own
// tests and bench use them too): real clients over HTTP and SSE, game drivers that play as
// people do, and the bare node:http server the bench compares the deployed one with.

// Setup for benches: games made directly in the database, as a room's start makes them, and
// the channel their changes are announced on.
export { GAME_CHANNEL, parseChangeNotice } from "../realtime/channels";
export { createGame } from "../services/games/create-game";
export { botGameProblems } from "./bot-game-check";
export { type ChildServer, spawnServer, startChildServer } from "./child-server";
export { type ApiClient, apiClient, type Player, signUp, type Transcript } from "./clients";
export { QUICK_BOT_OMW, QUICK_OMW } from "./http/quick-games";
export { followGame, type GameFollower } from "./live-game-follower";
export { type OmwPlayLog, type OmwSeatClient, playOmw } from "./omw-driver";
export { actionId, startRoomGame } from "./room-setup";
export { startTestServer, TEST_AUTH_SECRET, TEST_WEB_URL, type TestServer, testApiEnv } from "./test-server";
