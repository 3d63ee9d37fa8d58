import type { Lexicon, LexiconId } from "../lexicon/lexicon";
import type { Lexicons } from "../lexicon/lexicons";
import { loadLexiconFile } from "./lexicon-files";

let processLexicons: Lexicons | null = null;

/**
 * The lexicons of a Node host, read from disk the first time each is asked for and kept for the
 * provider's life. Without a directory: the process's one provider, reading from the package's
 * lexicons/ folder or wherever setLexiconDirectory points, so every caller in a process shares
 * the files read. With one: a provider of its own for that folder.
 */
export function nodeLexicons(dir?: string | URL): Lexicons {
  if (dir !== undefined) return fileLexicons(dir);
  processLexicons ??= fileLexicons(undefined);
  return processLexicons;
}

function fileLexicons(dir: string | URL | undefined): Lexicons {
  const loaded = new Map<LexiconId, Lexicon>();
  return {
    get(id) {
      let lexicon = loaded.get(id);
      if (!lexicon) {
        lexicon = loadLexiconFile(id, dir);
        loaded.set(id, lexicon);
      }
      return lexicon;
    },
  };
}
