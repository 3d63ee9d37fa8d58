// The game server's figures for `pnpm bench` (one `BENCH {json}` line each), measured on the
// topology infra/ deploys: the built bundle, in production mode, behind its own front. Run
// only these with `pnpm bench game-server`.
import { botGamesBench } from "./bot-games";
import { livePlayBench } from "./live-play";
import { timerLagBench } from "./timer-lag";

// `node … bench/index.ts bots` (or timers, live) runs only those parts.
const parts = { timers: timerLagBench, live: livePlayBench, bots: botGamesBench };
const only = process.argv.slice(2);
for (const [name, run] of Object.entries(parts)) if (only.length === 0 || only.includes(name)) await run();
