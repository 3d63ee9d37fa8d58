"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { LEARN_BUYWORD_PATH, StartGuidedGame } from "./start-guided-game";
import { useRememberedFlag } from "./use-remembered-flag";

export const LEARN_OFFER_DISMISSED_KEY = "wordhall.learn-offer.dismissed";

/**
 * "Learn BuyWord by playing": offered to a visitor and to a player who has never sat at a
 * game (me.hasPlayed), on the landing page and in the lobby, until dismissed in this browser.
 * A visitor is sent to sign up first and brought to the guided game's page.
 */
export function LearnOffer() {
  const session = useSession();
  const trpc = useTRPC();
  const signedIn = Boolean(session.data?.user);
  const played = useQuery({ ...trpc.me.hasPlayed.queryOptions(), enabled: signedIn });
  const [dismissed, setDismissed] = useRememberedFlag(LEARN_OFFER_DISMISSED_KEY);
  if (session.isPending || dismissed !== false) return null;
  if (signedIn && played.data !== false) return null;
  return (
    <section
      aria-labelledby="learn-offer-title"
      data-testid="learn-offer"
      className="relative rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 pr-8">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="learn-offer-title" className="font-display text-lg font-bold">
            Learn BuyWord by playing (3 min)
          </h2>
          <p className="text-sm text-sky-900">
            New here? Play a first game against a friendly bot while a guide shows you each rule as it comes
            up: buying, selling, wilds and the hand limit.
          </p>
        </div>
        {signedIn ? (
          <StartGuidedGame label="Start the guided game" />
        ) : (
          <Button asChild>
            <Link href={`/sign-up?next=${encodeURIComponent(LEARN_BUYWORD_PATH)}`}>Sign up and start</Link>
          </Button>
        )}
      </div>
      <Button
        variant="ghost"
        size="bare"
        onClick={() => setDismissed(true)}
        aria-label="Dismiss the offer to learn BuyWord"
        className="absolute top-2 right-2 size-9 text-xl leading-none"
      >
        <span aria-hidden="true">×</span>
      </Button>
    </section>
  );
}
