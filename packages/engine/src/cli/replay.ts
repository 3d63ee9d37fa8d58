// `pnpm replay <record.json>` from the repository root. See docs/game-records.md.
import { runReplay } from "./replay-command";

process.exitCode = runReplay(process.argv.slice(2));
