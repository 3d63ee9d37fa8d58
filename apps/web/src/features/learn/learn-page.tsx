"use client";

import { useSession } from "@wordhall/client/auth";
import { PageTitle } from "@wordhall/ui/kit";
import Link from "next/link";
import { GAME_NAME, type GameKind } from "~/components/game-names";
import { HOW_TO_PLAY_PATH } from "./how-to-play-link";
import { LEARN_PATH } from "./learn-paths";
import { StartGuidedGame } from "./start-guided-game";

const ABOUT: Record<GameKind, { readonly lead: string; readonly points: readonly string[] }> = {
  "oh-my-word": {
    lead: "A first game against two friendly bots, about five minutes, with a guide beside the table.",
    points: [
      "Whoever holds the bag draws a letter and names something for a category that starts with it.",
      "Then they pass the bag on, before the hidden timer goes off: whoever holds it then takes a bad-luck token.",
    ],
  },
  buyword: {
    lead: "A first game against a friendly bot, about three minutes, with a guide beside the table.",
    points: [
      "Each round you draw letter tiles and buy them or let them go.",
      "You sell words made of your tiles; long words and rare letters pay the most.",
    ],
  },
};

/** A guided first game's own page: what it is, and the button (or sign-up first). */
export function LearnPage({ kind }: { readonly kind: GameKind }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const about = ABOUT[kind];
  return (
    <article className="mx-auto max-w-2xl space-y-6">
      <PageTitle lead={about.lead}>Learn {GAME_NAME[kind]} by playing</PageTitle>
      <ul className="list-disc space-y-1 pl-6 text-stone-800">
        {about.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
        <li>
          The guide says what each rule is when you meet it, and what to do now. Skip it whenever you like.
        </li>
      </ul>
      {session.isPending ? null : signedIn ? (
        <StartGuidedGame kind={kind} label="Start the guided game" />
      ) : (
        <p className="text-stone-800">
          <Link
            href={`/sign-up?next=${encodeURIComponent(LEARN_PATH[kind])}`}
            className="font-semibold text-brand-700 underline"
          >
            Sign up
          </Link>{" "}
          (it takes a moment) and the guided game starts from here.
        </p>
      )}
      <p className="text-sm text-stone-700">
        Rather read first?{" "}
        <Link href={HOW_TO_PLAY_PATH[kind]} className="font-medium underline">
          How to play {GAME_NAME[kind]}
        </Link>
        . The guided game is not rated, like every game with a bot.
      </p>
    </article>
  );
}
