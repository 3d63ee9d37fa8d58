// Figures of the api package for `pnpm bench` (one `BENCH {json}` line each).
import { timerLagBench } from "./timer-lag";

await timerLagBench();
