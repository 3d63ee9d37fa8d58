"use client";

import Link from "next/link";
import { GAME_NAME, type GameKind } from "~/components/game-names";
import { PlayNow } from "~/features/bots/play-now";
import { HOW_TO_PLAY_PATH } from "./how-to-play-link";

/** Where a guided game's coach sends the player at the end: every rule, or a game of their own. */
export function CoachFinish({ kind }: { readonly kind: GameKind }) {
  return (
    <>
      <p>
        Every rule, with pictures:{" "}
        <Link href={HOW_TO_PLAY_PATH[kind]} className="font-semibold underline underline-offset-2">
          How to play {GAME_NAME[kind]}
        </Link>
        . Ready for a game of your own?
      </p>
      <PlayNow />
    </>
  );
}
