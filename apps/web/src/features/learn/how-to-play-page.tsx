import { Button, PageTitle } from "@wordhall/ui/kit";
import Link from "next/link";
import type { ReactNode } from "react";
import { GAME_NAME, type GameKind } from "~/components/game-names";
import { HOW_TO_PLAY_PATH } from "./how-to-play-link";
import { LEARN_MINUTES, LEARN_PATH } from "./learn-paths";

const OTHER: Record<GameKind, GameKind> = { "oh-my-word": "buyword", buyword: "oh-my-word" };

/** The frame of both guides: title, the guide, and where to go next. Rendered on the server. */
export function HowToPlayPage({
  kind,
  lead,
  children,
}: {
  readonly kind: GameKind;
  readonly lead: string;
  readonly children: ReactNode;
}) {
  const other = OTHER[kind];
  return (
    <article className="mx-auto max-w-4xl">
      <PageTitle lead={lead}>How to play {GAME_NAME[kind]}</PageTitle>
      <p className="mb-8 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950">
        Rather learn by doing?{" "}
        <Link href={LEARN_PATH[kind]} className="font-semibold underline underline-offset-2">
          Learn {GAME_NAME[kind]} by playing ({LEARN_MINUTES[kind]} min)
        </Link>
        : a first game against {kind === "buyword" ? "a friendly bot" : "friendly bots"}, with a guide for
        each rule as it comes up.
      </p>
      {children}
      <footer className="mt-12 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-6">
        <Button asChild size="lg">
          <Link href="/lobby">Find a game</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href="/rooms/new">Open a room</Link>
        </Button>
        <Link href={HOW_TO_PLAY_PATH[other]} className="ml-auto font-medium text-brand-700 underline">
          How to play {GAME_NAME[other]}
        </Link>
      </footer>
    </article>
  );
}
