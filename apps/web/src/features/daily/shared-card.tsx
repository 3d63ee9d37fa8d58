import { Button, PageTitle } from "@wordhall/ui/kit";
import Link from "next/link";
import { CARD_SIZE } from "./card-image";
import { cardAlt, cardPath, type ShareFacts, shareText } from "./share-card";

/** A shared Daily result: the card, its line of text, and the ways in. Rendered on the server. */
export function SharedCard({ facts }: { readonly facts: ShareFacts }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle lead={shareText(facts, "").split("\n")[0]}>{facts.name}'s Daily</PageTitle>
      {/* biome-ignore lint/performance/noImgElement: a generated PNG of our own, not a photo to optimise */}
      <img
        src={cardPath(facts)}
        {...CARD_SIZE}
        alt={cardAlt(facts)}
        className="h-auto w-full rounded-2xl border border-stone-200 shadow-md"
      />
      <p className="text-stone-800">
        The BuyWord Daily is one solo game a day on the same draws for everyone: one attempt, and the day's
        board ranks the money.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link href="/daily">Play today's Daily</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href={`/daily/${facts.day}`}>The board of {facts.day}</Link>
        </Button>
      </div>
    </div>
  );
}
