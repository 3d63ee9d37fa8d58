import { closeSync, existsSync, openSync, readFileSync, readSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { GRAPH_MAGIC, GRAPH_VERSION } from "../lexicon/graph-format";
import { LEXICON_IDS, type Lexicon, type LexiconId, lexiconFromData } from "../lexicon/lexicon";

/** The command that writes the .bin files, quoted in the error a missing file raises. */
export const BUILD_LEXICONS_COMMAND = "pnpm --filter @wordhall/words build";

// Null means the package's own lexicons/ folder. Read at each load rather than captured when a
// provider is made, so a bundle's entry point may call setLexiconDirectory after its imports ran.
let directory: URL | null = null;

/**
 * Where the .bin files are read from. By default they sit in the package's `lexicons/` folder next
 * to `src/`; a server whose bundler moves this module elsewhere points here at wherever it copied
 * them. Null goes back to the package's own folder. Lexicons already loaded stay loaded.
 */
export function setLexiconDirectory(dir: string | URL | null): void {
  directory = dir === null ? null : asDirectory(dir);
}

export function lexiconFileUrl(id: LexiconId, dir?: string | URL): URL {
  const base = dir === undefined ? directory : asDirectory(dir);
  return base ? new URL(`${id}.bin`, base) : new URL(`../../lexicons/${id}.bin`, import.meta.url);
}

/** True when the file exists and was written in the format this code reads. */
export function isLexiconFileCurrent(id: LexiconId, dir?: string | URL): boolean {
  const url = lexiconFileUrl(id, dir);
  if (!existsSync(url)) return false;
  const header = new Uint32Array(2);
  const fd = openSync(url, "r");
  try {
    readSync(fd, header, 0, 8, 0);
  } finally {
    closeSync(fd);
  }
  return header[0] === GRAPH_MAGIC && header[1] === GRAPH_VERSION;
}

/**
 * Reads a lexicon built by scripts/build-lexicons.ts: one synchronous file read into a
 * Uint32Array, used as is. Not memoised; nodeLexicons() is.
 */
export function loadLexiconFile(id: LexiconId, dir?: string | URL): Lexicon {
  if (!LEXICON_IDS.includes(id)) throw new Error(`Unknown lexicon ${JSON.stringify(id)}.`);
  const data = readLexiconData(id, lexiconFileUrl(id, dir));
  try {
    return lexiconFromData(id, data);
  } catch (error) {
    if (error instanceof Error && error.message.includes("rebuild the lexicons")) {
      throw new Error(`Lexicon "${id}": ${error.message} Run \`${BUILD_LEXICONS_COMMAND}\`.`);
    }
    throw error;
  }
}

function readLexiconData(id: LexiconId, url: URL): Uint32Array {
  if (!existsSync(url)) {
    throw new Error(
      `Lexicon "${id}" is not built: ${url.pathname} is missing. Run \`${BUILD_LEXICONS_COMMAND}\`.`,
    );
  }
  const bytes = readFileSync(url);
  if (bytes.byteLength % 4 !== 0)
    throw new Error(`Lexicon file ${url.pathname} is corrupt; run \`${BUILD_LEXICONS_COMMAND}\`.`);
  // Node may hand back a Buffer at an offset that a Uint32Array cannot start at; copy only then.
  if (bytes.byteOffset % 4 === 0)
    return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  return new Uint32Array(new Uint8Array(bytes).buffer);
}

function asDirectory(dir: string | URL): URL {
  const url = dir instanceof URL ? dir : isUrl(dir) ? new URL(dir) : pathToFileURL(dir);
  return url.href.endsWith("/") ? url : new URL(`${url.href}/`);
}

// A Windows drive letter ("C:\") looks like a URL scheme; it is a path.
function isUrl(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[a-z]:[\\/]/i.test(text);
}
