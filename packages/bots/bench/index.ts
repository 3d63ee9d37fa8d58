// `pnpm bench` for @wordhall/bots: runs every *.bench.ts in this folder, one after another.
// Each prints its figures as `BENCH {json}` lines (see scripts/bench.mjs at the root).
// biome-ignore lint/style/noRestrictedImports: the bench runner is a tool beside the bots, not bot code.
import { readdirSync } from "node:fs";

const here = new URL(".", import.meta.url);
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const file of files) {
  process.stderr.write(`bench: ${file}\n`);
  await import(new URL(file, here).href);
}
