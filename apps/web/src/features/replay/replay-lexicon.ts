import type { GameRecord } from "@wordhall/engine";
import { buyword } from "@wordhall/engine";
import { LEXICON_IDS, type LexiconId, lexiconFromData, provideLexicon } from "@wordhall/words";

const provided = new Set<LexiconId>();

/**
 * BuyWord judges every sale against the room's lexicon, which a browser can't read from disk:
 * fetch the same file the server used (app/api/lexicons) before replaying. Oh My Word needs none.
 */
export async function ensureLexicon(record: GameRecord): Promise<void> {
  if (record.game !== "buyword") return;
  const config = buyword.configSchema.safeParse(record.config);
  // A bad config fails the replay itself, with the engine's own message.
  if (!config.success) return;
  const id = config.data.lexicon;
  if (provided.has(id) || !LEXICON_IDS.includes(id)) return;
  const response = await fetch(`/api/lexicons/${id}`);
  if (!response.ok) throw new Error(`The word list this game used could not be loaded (${response.status}).`);
  const data = new Uint32Array(await response.arrayBuffer());
  provideLexicon(lexiconFromData(id, data));
  provided.add(id);
}
