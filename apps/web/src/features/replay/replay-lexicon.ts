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

/** Where a replay gets a word list from: this site in the browser, a game server on the page server. */
export type LexiconSource = (id: LexiconId) => Promise<Lexicon>;

/**
 * A source that fetches each word list once (per page load in the browser, per process on
 * the page server), so every replay of the same list shares the download; a failed download
 * may be tried again by the next replay. `init` is for the page server's fetch options.
 */
export function lexiconsFetchedFrom(origin: string, init: RequestInit = {}): LexiconSource {
  const fetched = new Map<LexiconId, Promise<Lexicon>>();
  return (id) => {
    let lexicon = fetched.get(id);
    if (!lexicon) {
      lexicon = fetchLexicon(`${origin}/api/lexicons/${id}`, id, init);
      fetched.set(id, lexicon);
      lexicon.catch(() => fetched.delete(id));
    }
    return lexicon;
  };
}

/** The browser's source: the same files the game server judged with, on this site's own origin. */
const fromThisSite = lexiconsFetchedFrom("");

/**
 * The lexicons a record's replay needs, to hand to the engine (gameModules({ lexicons })). BuyWord
 * judges every sale against the room's lexicon, which neither a browser nor a page server can
 * read from disk: it fetches the same file the server used (/api/lexicons). Oh My Word needs none.
 */
export async function replayLexicons(
  record: GameRecord,
  source: LexiconSource = fromThisSite,
): Promise<Lexicons> {
  if (record.game !== "buyword") return lexiconsFrom([]);
  const config = buywordConfigSchema.safeParse(record.config);
  // A bad config fails the replay itself, with the engine's own message.
  if (!config.success) return lexiconsFrom([]);
  const id = config.data.lexicon;
  if (!LEXICON_IDS.includes(id)) return lexiconsFrom([]);
  return lexiconsFrom([await source(id)]);
}

async function fetchLexicon(url: string, id: LexiconId, init: RequestInit): Promise<Lexicon> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`The word list this game used could not be loaded (${response.status}).`);
  return lexiconFromData(id, new Uint32Array(await response.arrayBuffer()));
}
