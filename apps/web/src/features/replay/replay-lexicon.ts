import type { GameRecord } from "@wordhall/engine";
import { buywordConfigSchema } from "@wordhall/engine";
import {
  LEXICON_IDS,
  type Lexicon,
  type LexiconId,
  type Lexicons,
  lexiconFromData,
  lexiconsFrom,
} from "@wordhall/words";

// Fetched once per page load and id: every replay of the same word list shares the download.
const fetched = new Map<LexiconId, Promise<Lexicon>>();

/**
 * The lexicons a record's replay needs, to hand to the engine (gameModules({ lexicons })). BuyWord
 * judges every sale against the room's lexicon, which a browser can't read from disk: it fetches
 * the same file the server used (app/api/lexicons). Oh My Word needs none.
 */
export async function replayLexicons(record: GameRecord): Promise<Lexicons> {
  if (record.game !== "buyword") return lexiconsFrom([]);
  const config = buywordConfigSchema.safeParse(record.config);
  // A bad config fails the replay itself, with the engine's own message.
  if (!config.success) return lexiconsFrom([]);
  const id = config.data.lexicon;
  if (!LEXICON_IDS.includes(id)) return lexiconsFrom([]);
  let lexicon = fetched.get(id);
  if (!lexicon) {
    lexicon = fetchLexicon(id);
    fetched.set(id, lexicon);
    // A failed download may be tried again by the next replay.
    lexicon.catch(() => fetched.delete(id));
  }
  return lexiconsFrom([await lexicon]);
}

async function fetchLexicon(id: LexiconId): Promise<Lexicon> {
  const response = await fetch(`/api/lexicons/${id}`);
  if (!response.ok) throw new Error(`The word list this game used could not be loaded (${response.status}).`);
  return lexiconFromData(id, new Uint32Array(await response.arrayBuffer()));
}
