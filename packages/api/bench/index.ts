// Figures of the api package's own parts for `pnpm bench` (one `BENCH {json}` line each). The
// figures of live play as deployed (rates, latency, timers, start-up) are the game server's
// (apps/game-server/bench).
import { fanOutBench } from "./fan-out";

await fanOutBench();
