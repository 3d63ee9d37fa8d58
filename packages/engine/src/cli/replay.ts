// `pnpm replay <record.json>` from the repository root. See docs/game-records.md.
// biome-ignore lint/style/noRestrictedImports: the CLI is a tool beside the engine; it reads the file, the engine doesn't.
import { readFileSync } from "node:fs";
import { runReplay } from "./replay-command";

process.exitCode = runReplay(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path, "utf8"),
});
