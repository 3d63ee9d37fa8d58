// `pnpm replay <record.json>` from the repository root. See docs/game-records.md.
// The one Node entry point of the engine package: it reads the record and the lexicons, then hands
// both to the pure replay (biome.json exempts this file from the ban on `process`).
// biome-ignore lint/style/noRestrictedImports: the CLI is a tool beside the engine; it reads the file, the engine doesn't.
import { readFileSync } from "node:fs";
// biome-ignore lint/style/noRestrictedImports: the same: the CLI is a Node host and hands the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import { runReplay } from "./replay-command";

process.exitCode = runReplay(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path, "utf8"),
  lexicons: nodeLexicons(),
});
