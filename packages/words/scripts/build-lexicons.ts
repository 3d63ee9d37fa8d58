// Writes lexicons/<id>.bin for every lexicon: `pnpm --filter @wordhall/words build`.
// With --if-stale it only builds the files that are missing or in an older format (tests and the
// bench use that).
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildWordGraphData } from "../src/lexicon/build-word-graph";
import { LEXICON_IDS, type LexiconId } from "../src/lexicon/lexicon";
import { isLexiconFileCurrent, lexiconFileUrl } from "../src/node/lexicon-files";
import { normalizeWord } from "../src/normalize-word";
import { sourceWords } from "./lexicon-sources";

export interface LexiconBuildReport {
  id: LexiconId;
  words: number;
  skipped: number;
  bytes: number;
  ms: number;
}

/**
 * Keeps an entry when it normalises to a–z. Entries with a capital are proper nouns or
 * abbreviations in these lists ("OK", "kW") and are skipped rather than lower-cased; accents are
 * stripped ("café" becomes "cafe"); entries with apostrophes, hyphens, digits or spaces are skipped.
 */
export function lexiconWords(entries: readonly string[]): { words: string[]; skipped: number } {
  const words: string[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const word = /[A-Z]/.test(entry) ? null : normalizeWord(entry);
    if (word === null) skipped++;
    else words.push(word);
  }
  return { words, skipped };
}

export function buildLexicon(id: LexiconId): LexiconBuildReport {
  const started = performance.now();
  const { words, skipped } = lexiconWords(sourceWords(id));
  const data = buildWordGraphData(words);
  const file = lexiconFileUrl(id);
  mkdirSync(new URL(".", file), { recursive: true });
  writeFileSync(file, new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return { id, words: data[4] as number, skipped, bytes: data.byteLength, ms: performance.now() - started };
}

export function buildLexicons(options: { ifStale?: boolean } = {}): LexiconBuildReport[] {
  const ids = LEXICON_IDS.filter((id) => !options.ifStale || !isLexiconFileCurrent(id));
  return ids.map(buildLexicon);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const reports = buildLexicons({ ifStale: process.argv.includes("--if-stale") });
  for (const r of reports) {
    const file = fileURLToPath(lexiconFileUrl(r.id));
    console.log(
      `lexicon ${r.id}: ${r.words} words (${r.skipped} entries skipped), ${(r.bytes / 1024).toFixed(0)} KiB in ${r.ms.toFixed(0)} ms -> ${file}`,
    );
  }
  if (reports.length === 0) console.log("lexicons: all built already");
}
