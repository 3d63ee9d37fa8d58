"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { GAME_NAME, type GameKind } from "~/components/game-names";
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
        aria-label="Dismiss the offer to learn by playing"
        className="absolute top-2 right-2 size-9 text-xl leading-none"
      >
        <span aria-hidden="true">×</span>
      </Button>
    </section>
  );
}
