// Figures of the api package for `pnpm bench` (one `BENCH {json}` line each).
import { cpuPerActionBench } from "./cpu-per-action";
import { fanOutBench } from "./fan-out";
import { gameServerBench } from "./game-server";
import { timerLagBench } from "./timer-lag";

await timerLagBench();
await fanOutBench();
await cpuPerActionBench();
await gameServerBench();
