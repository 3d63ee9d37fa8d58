// Runs in a fresh process so that a load is really cold: nothing read, parsed or compiled yet.
// argv: <graph|set> <time|heap>. Prints one JSON line: { ms } or { bytes }.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadLexiconFile } from "../src/node/lexicon-files";

const [kind, measure] = process.argv.slice(2);
const wordListFile = createRequire(import.meta.url).resolve("an-array-of-english-words");
const gc = (globalThis as { gc?: () => void }).gc;
const memory = (): number => {
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  // ArrayBuffers live outside the JS heap; count them, or the graph would look free.
  return usage.heapUsed + usage.external;
};

let keep: unknown;
const before = measure === "heap" ? memory() : 0;
const start = performance.now();
if (kind === "graph") {
  const lexicon = loadLexiconFile("broad");
  lexicon.has("warmup");
  keep = lexicon;
} else {
  // What shipping the list as JSON costs: read it, parse it, fill a Set.
  const set = new Set<string>(JSON.parse(readFileSync(wordListFile, "utf8")) as string[]);
  set.has("warmup");
  keep = set;
}
const ms = performance.now() - start;
const bytes = measure === "heap" ? memory() - before : 0;
console.log(JSON.stringify(measure === "heap" ? { bytes, kept: keep !== undefined } : { ms }));
