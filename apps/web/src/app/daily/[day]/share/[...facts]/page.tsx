import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { CARD_SIZE } from "~/features/daily/card-image";
import { cardAlt, cardPath, sharePath, shareText } from "~/features/daily/share-card";
import { decodedParts, parseShareFacts } from "~/features/daily/share-facts";
import { SharedCard } from "~/features/daily/shared-card";

// The link a player shares: the card as its preview (og:image), the result in words, and the
// way to today's Daily. Public: everything on it is in its path.

type Params = { params: Promise<{ day: string; facts: string[] }> };

/** A page's catch-all comes still percent-encoded (the card's route handler gets it decoded). */
async function factsOf(params: Params["params"]) {
  const { day, facts } = await params;
  const parts = decodedParts(facts);
  return parts ? parseShareFacts(day, parts) : null;
}

/**
 * The address the visitor used, for the preview's absolute URLs: the game server in front
 * passes the browser's Host on and says the scheme in X-Forwarded-Proto.
 */
async function origin(): Promise<URL | undefined> {
  const h = await headers();
  const host = h.get("host");
  const proto = h.get("x-forwarded-proto") === "https" ? "https" : "http";
  try {
    return host ? new URL(`${proto}://${host}`) : undefined;
  } catch {
    return undefined;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const card = await factsOf(params);
  if (!card) return { title: "The BuyWord Daily" };
  const title = `${card.name} on the BuyWord Daily of ${card.day}`;
  const description = shareText(card, "").split("\n")[0];
  const image = { url: cardPath(card), ...CARD_SIZE, alt: cardAlt(card), type: "image/png" };
  const base = await origin();
  return {
    ...(base ? { metadataBase: base } : {}),
    title,
    description,
    openGraph: {
      title,
      description,
      url: sharePath(card),
      siteName: "Wordhall",
      type: "website",
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function SharedDailyRoute({ params }: Params) {
  const card = await factsOf(params);
  if (!card) notFound();
  return <SharedCard facts={card} />;
}
