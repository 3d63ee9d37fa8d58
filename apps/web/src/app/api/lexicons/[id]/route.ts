import { readFile } from "node:fs/promises";
import { LEXICON_IDS, type LexiconId, lexiconFileUrl } from "@wordhall/words";

// The built lexicons (packages/words), for the replay viewer: a browser replaying a BuyWord
// record needs the same word list the server judged sales with. The files only change with a
// deploy, so browsers may keep them for a day.

export const runtime = "nodejs";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!LEXICON_IDS.includes(id as LexiconId)) {
    return Response.json({ error: `There is no lexicon "${id}".` }, { status: 404 });
  }
  try {
    const bytes = await readFile(lexiconFileUrl(id as LexiconId));
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "application/octet-stream",
        "cache-control": "public, max-age=86400",
      },
    });
  } catch {
    return Response.json({ error: "The lexicon is not available on this server." }, { status: 503 });
  }
}
