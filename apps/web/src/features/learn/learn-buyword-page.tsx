"use client";

import { useSession } from "@wordhall/client/auth";
import { PageTitle } from "@wordhall/ui/kit";
import Link from "next/link";
import { HOW_TO_PLAY_PATH } from "./how-to-play-link";
import { LEARN_BUYWORD_PATH, StartGuidedGame } from "./start-guided-game";

/** The guided first game's own page: what it is, and the button (or sign-up first). */
export function LearnBuywordPage() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  return (
    <article className="mx-auto max-w-2xl space-y-6">
      <PageTitle lead="A first game against a friendly bot, about three minutes, with a guide beside the table.">
        Learn BuyWord by playing
      </PageTitle>
      <ul className="list-disc space-y-1 pl-6 text-stone-800">
        <li>Each round you draw letter tiles and buy them or let them go.</li>
        <li>You sell words made of your tiles; long words and rare letters pay the most.</li>
        <li>
          The guide says what each rule is when you meet it, and what to do now. Skip it whenever you like.
        </li>
      </ul>
      {session.isPending ? null : signedIn ? (
        <StartGuidedGame label="Start the guided game" />
      ) : (
        <p className="text-stone-800">
          <Link
            href={`/sign-up?next=${encodeURIComponent(LEARN_BUYWORD_PATH)}`}
            className="font-semibold text-brand-700 underline"
          >
            Sign up
          </Link>{" "}
          (it takes a moment) and the guided game starts from here.
        </p>
      )}
      <p className="text-sm text-stone-700">
        Rather read first?{" "}
        <Link href={HOW_TO_PLAY_PATH.buyword} className="font-medium underline">
          How to play BuyWord
        </Link>
        . The guided game is not rated, like every game with a bot.
      </p>
    </article>
  );
}
