"use client";

import { useTRPCClient } from "@wordhall/client";
import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GAME_NAME, type GameKind } from "~/components/game-names";
import { useSignedInNow } from "~/features/auth/use-signed-in-now";
import { cx } from "~/lib/cx";
import { errorMessage } from "~/lib/error-message";
import { useHydrated } from "~/lib/use-hydrated";

type Level = "easy" | "normal" | "hard";

const LEVELS: readonly { value: Level; label: string }[] = [
  { value: "easy", label: "Easy" },
  { value: "normal", label: "Normal" },
  { value: "hard", label: "Hard" },
];

const AGAINST: Record<GameKind, string> = { "oh-my-word": "against two bots", buyword: "against a bot" };

/**
 * "Play now": a game of either kind against bots in one click, for a signed-in player (a
 * private room is made and its game started on the server, then the table opens). Visitors
 * are sent to sign up first and brought back here.
 */
export function PlayNow({
  tone = "light",
  next = "/lobby",
}: {
  readonly tone?: "light" | "dark";
  readonly next?: string;
}) {
  const { signedIn } = useSignedInNow();
  // Drawn on the server where the page knows who is signed in: the buttons wait for the page's
  // scripts, as a click before then would do nothing, in their own colours (the kit's busy
  // look, without its label), so they don't flash grey on every visit to the lobby.
  const hydrated = useHydrated();
  const client = useTRPCClient();
  const router = useRouter();
  const [level, setLevel] = useState<Level>("normal");
  const [pending, setPending] = useState<GameKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dark = tone === "dark";

  async function play(kind: GameKind) {
    setError(null);
    setPending(kind);
    try {
      const { roomId } = await client.rooms.playNow.mutate({ kind, level });
      router.push(`/rooms/${roomId}`);
    } catch (e) {
      setError(errorMessage(e));
      setPending(null);
    }
  }

  if (!signedIn) {
    return (
      <p className={cx("text-sm", dark ? "text-violet-100" : "text-stone-700")}>
        Nobody around?{" "}
        <Link href={`/sign-up?next=${encodeURIComponent(next)}`} className="font-semibold underline">
          Sign up
        </Link>{" "}
        and play either game against bots in one click.
      </p>
    );
  }
  return (
    <div className="space-y-2" data-testid="play-now">
      <div className="flex flex-wrap items-center gap-2">
        {(["oh-my-word", "buyword"] as const).map((kind) => (
          <Button
            key={kind}
            variant={dark ? "bright" : "primary"}
            disabled={pending !== null}
            busy={!hydrated}
            onClick={() => void play(kind)}
          >
            {pending === kind ? "Starting…" : `Play ${GAME_NAME[kind]} now`}
          </Button>
        ))}
        <label className={cx("flex items-center gap-2 text-sm", dark ? "text-violet-50" : "text-stone-700")}>
          Bots
          {/* A width of its own: a select is as wide as its longest option, and a phone under load
              drew the page before the parser had reached them all, so the select widened after
              the first paint and its label wrapped onto a line of its own (a layout shift). */}
          <select
            value={level}
            onChange={(e) => setLevel(e.target.value as Level)}
            className="min-h-11 w-24 rounded-lg border border-stone-300 bg-white px-2 text-stone-900"
          >
            {LEVELS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={cx("text-sm", dark ? "text-violet-100" : "text-stone-600")}>
        Oh My Word {AGAINST["oh-my-word"]}, BuyWord {AGAINST.buyword}. Games with bots are not rated.
      </p>
      {error ? (
        <p role="alert" className={cx("text-sm font-medium", dark ? "text-amber-200" : "text-red-800")}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
