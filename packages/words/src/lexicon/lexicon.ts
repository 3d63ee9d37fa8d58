import { GRAPH_MAGIC, GRAPH_VERSION } from "./graph-format";
import { WordGraph } from "./word-graph";
import { WordLookup } from "./word-lookup";

export type LexiconId = "broad" | "common";
export const LEXICON_IDS: readonly LexiconId[] = ["broad", "common"];

export interface Lexicon {
  readonly id: LexiconId;
  /** Number of words. */
  readonly size: number;
  /**
   * Takes a normalised word (see normalizeWord); anything else is not in the lexicon. Answers
   * through a WordLookup, which is faster than graph.has and agrees with it.
   */
  has(word: string): boolean;
  /** The automaton behind the lexicon, which the word searches walk. */
  readonly graph: WordGraph;
}

/** The command that writes the .bin files, quoted in the error a missing file raises. */
export const BUILD_LEXICONS_COMMAND = "pnpm --filter @wordhall/words build";

let directory: URL | null = null;
const loaded = new Map<LexiconId, Lexicon>();

/**
 * Where the .bin files are read from. By default they sit in the package's `lexicons/` folder next
 * to `src/`; a server whose bundler moves this module elsewhere points here at wherever it copied
 * them. Lexicons already loaded stay loaded.
 */
export function setLexiconDirectory(dir: string | URL): void {
  const href = dir instanceof URL ? dir.href : pathToFileHref(dir);
  directory = new URL(href.endsWith("/") ? href : `${href}/`);
}

export function lexiconFileUrl(id: LexiconId): URL {
  return directory ? new URL(`${id}.bin`, directory) : new URL(`../../lexicons/${id}.bin`, import.meta.url);
}

/** True when the file exists and was written in the format this code reads. */
export function isLexiconFileCurrent(id: LexiconId): boolean {
  const fs = globalThis.process?.getBuiltinModule?.("node:fs");
  const url = lexiconFileUrl(id);
  if (!fs?.existsSync(url)) return false;
  const header = new Uint32Array(2);
  const fd = fs.openSync(url, "r");
  try {
    fs.readSync(fd, header, 0, 8, 0);
  } finally {
    fs.closeSync(fd);
  }
  return header[0] === GRAPH_MAGIC && header[1] === GRAPH_VERSION;
}

/** Wraps graph data that is already in memory, e.g. a .bin fetched by a browser. */
export function lexiconFromData(id: LexiconId, data: Uint32Array): Lexicon {
  const graph = new WordGraph(data);
  const lookup = new WordLookup(graph);
  return { id, size: graph.size, graph, has: (word) => lookup.has(word) };
}

/**
 * Makes a lexicon that is already in memory the one loadLexicon(id) returns. A browser has no
 * file system: the replay viewer fetches the .bin, wraps it with lexiconFromData and provides
 * it here, so the engine judges words exactly as the server did.
 */
export function provideLexicon(lexicon: Lexicon): void {
  loaded.set(lexicon.id, lexicon);
}

/**
 * Loads a lexicon built by scripts/build-lexicons.ts. Synchronous and memoised per process: the
 * file is read once into a Uint32Array and used as is.
 */
export function loadLexicon(id: LexiconId): Lexicon {
  const cached = loaded.get(id);
  if (cached) return cached;
  if (!LEXICON_IDS.includes(id)) throw new Error(`Unknown lexicon ${JSON.stringify(id)}.`);
  let lexicon: Lexicon;
  try {
    lexicon = lexiconFromData(id, readLexiconFile(id));
  } catch (error) {
    if (error instanceof Error && error.message.includes("rebuild the lexicons")) {
      throw new Error(`Lexicon "${id}": ${error.message} Run \`${BUILD_LEXICONS_COMMAND}\`.`);
    }
    throw error;
  }
  loaded.set(id, lexicon);
  return lexicon;
}

function readLexiconFile(id: LexiconId): Uint32Array {
  // Reached through process so that importing this package in a browser bundle pulls in no
  // Node module; only loading a lexicon from disk needs one.
  const fs = globalThis.process?.getBuiltinModule?.("node:fs");
  if (!fs) {
    throw new Error(
      `Lexicon "${id}" can only be read from disk under Node 20.16 or newer (process.getBuiltinModule); elsewhere use lexiconFromData.`,
    );
  }
  const url = lexiconFileUrl(id);
  if (!fs.existsSync(url)) {
    throw new Error(
      `Lexicon "${id}" is not built: ${url.pathname} is missing. Run \`${BUILD_LEXICONS_COMMAND}\`.`,
    );
  }
  const bytes = fs.readFileSync(url);
  if (bytes.byteLength % 4 !== 0)
    throw new Error(`Lexicon file ${url.pathname} is corrupt; run \`${BUILD_LEXICONS_COMMAND}\`.`);
  // Node may hand back a Buffer at an offset that a Uint32Array cannot start at; copy only then.
  if (bytes.byteOffset % 4 === 0)
    return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  return new Uint32Array(new Uint8Array(bytes).buffer);
}

function pathToFileHref(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) && !/^[a-z]:[\\/]/i.test(path)) return path;
  const url = globalThis.process?.getBuiltinModule?.("node:url");
  if (!url) throw new Error("A lexicon directory given as a path needs Node; pass a URL instead.");
  return url.pathToFileURL(path).href;
}
