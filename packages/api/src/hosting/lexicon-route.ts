import { readFile } from "node:fs/promises";
import { LEXICON_IDS, type LexiconId } from "@wordhall/words";
import { lexiconFileUrl } from "@wordhall/words/node";

const PREFIX = "/api/lexicons/";

/**
 * The built lexicons, for the replay viewer: a browser replaying a BuyWord record needs the
 * word list the server judged sales with. The files change only with a deploy, so browsers
 * may keep them for a day.
 */
export async function serveLexicon(request: Request): Promise<Response> {
  const id = new URL(request.url).pathname.slice(PREFIX.length);
  if (!LEXICON_IDS.includes(id as LexiconId)) {
    return Response.json({ error: "There is no such lexicon." }, { status: 404 });
  }
  try {
    const bytes = await readFile(lexiconFileUrl(id as LexiconId));
    return new Response(new Uint8Array(bytes), {
      headers: { "content-type": "application/octet-stream", "cache-control": "public, max-age=86400" },
    });
  } catch {
    return Response.json({ error: "The lexicon is not available on this server." }, { status: 503 });
  }
}
