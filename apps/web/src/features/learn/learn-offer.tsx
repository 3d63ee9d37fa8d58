"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { GAME_NAME, type GameKind } from "~/components/game-names";
import { useSignedInNow } from "~/features/auth/use-signed-in-now";
import { useHydrated } from "~/lib/use-hydrated";
import { LEARN_PATH } from "./learn-paths";
import { StartGuidedGame } from "./start-guided-game";
import { useRememberedFlag } from "./use-remembered-flag";

export const LEARN_OFFER_DISMISSED_KEY = "wordhall.learn-offer.dismissed";

const KINDS: readonly GameKind[] = ["oh-my-word", "buyword"];

/**
 * "Learn a game by playing": a guided first game of either game, offered to a visitor and
 * to a player who has never sat at a game (me.hasPlayed), on the landing page and in the
 * lobby, until dismissed in this browser. A visitor is sent to sign up first and brought to
 * the guided game's page.
 */
export function LearnOffer() {
  const { signedIn } = useSignedInNow();
  const trpc = useTRPC();
  const played = useQuery({ ...trpc.me.hasPlayed.queryOptions(), enabled: signedIn });
  const [dismissed, setDismissed] = useRememberedFlag(LEARN_OFFER_DISMISSED_KEY);
  const hydrated = useHydrated();
  // Shown unless the page knows better, so that it is in the server's HTML for those it is
  // for (a visitor on the landing page, a new player in the lobby, whose server fetched
  // me.get and me.hasPlayed) rather than pushing the page down when it arrived. It goes
  // away when this browser says it was dismissed, or the player turns out to have played.
  if (dismissed === true) return null;
  if (signedIn && played.data === true) return null;
  return (
    <section
      aria-labelledby="learn-offer-title"
      data-testid="learn-offer"
      className="relative rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 pr-8">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="learn-offer-title" className="font-display text-lg font-bold">
            Learn a game by playing
          </h2>
          <p className="text-sm text-sky-900">
            New here? Play a first game against friendly bots, a few minutes, while a guide shows you each
            rule as it comes up.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {KINDS.map((kind) =>
            signedIn ? (
              <StartGuidedGame key={kind} kind={kind} label={`Learn ${GAME_NAME[kind]}`} />
            ) : (
              <Button key={kind} asChild>
                <Link href={`/sign-up?next=${encodeURIComponent(LEARN_PATH[kind])}`}>
                  Learn {GAME_NAME[kind]}
                </Link>
              </Button>
            ),
          )}
        </div>
      </div>
      <Button
        variant="ghost"
        size="bare"
        onClick={() => setDismissed(true)}
        disabled={!hydrated}
        aria-label="Dismiss the offer to learn by playing"
        className="absolute top-2 right-2 size-9 text-xl leading-none"
      >
        <span aria-hidden="true">×</span>
      </Button>
    </section>
  );
}
