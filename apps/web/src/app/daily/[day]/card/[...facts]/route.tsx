import { ImageResponse } from "next/og";
import { CARD_SIZE, CardImage } from "~/features/daily/card-image";
import { parseShareFacts } from "~/features/daily/share-facts";

// The share card (PNG), the og:image of /daily/<day>/share/…: drawn from the facts in its
// path alone, so a link preview needs no session and the page server asks nobody.

type Params = { params: Promise<{ day: string; facts: string[] }> };

export async function GET(_request: Request, { params }: Params) {
  const { day, facts } = await params;
  const card = parseShareFacts(day, facts);
  if (!card)
    return new Response("There is no such Daily card.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return new ImageResponse(<CardImage facts={card} />, {
    ...CARD_SIZE,
    // The same path always draws the same card.
    headers: { "cache-control": "public, max-age=86400, immutable" },
  });
}
