"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { SelectField } from "@wordhall/ui";
import { Button, PageTitle } from "@wordhall/ui/kit";
import Link from "next/link";
import { useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { SignInNeeded, useSignedIn } from "~/features/packs/signed-in";
import { GameHistory } from "./game-history";
import type { GameKind } from "./game-labels";
import { historyInput } from "./my-profile-queries";
import { Ratings } from "./ratings";

/** The signed-in player's own page: ratings and every finished game, with replays and records. */
export function MyProfile() {
  const me = useSignedIn();
  if (me.pending) return <Loading />;
  if (me.user === null) return <SignInNeeded what="see your ratings and games" />;
  return <OwnProfile userId={me.user.id} name={me.user.name} />;
}

function OwnProfile({ userId, name }: { readonly userId: string; readonly name: string }) {
  const trpc = useTRPC();
  const [kind, setKind] = useState<GameKind | "all">("all");
  const profile = useQuery(trpc.profile.get.queryOptions({ userId }));
  const history = useInfiniteQuery(
    trpc.profile.history.infiniteQueryOptions(historyInput(kind), {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  );
  const rows = history.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-8">
      <PageTitle
        lead={
          <>
            Your ratings and finished games. Others see{" "}
            <Link href={`/players/${userId}`} className="font-semibold text-brand-700 underline">
              your public profile
            </Link>
            .
          </>
        }
      >
        {name}
      </PageTitle>
      <section aria-labelledby="ratings-heading" className="space-y-3">
        <h2 id="ratings-heading" className="text-2xl font-semibold">
          Ratings
        </h2>
        {profile.isPending ? <Loading label="Loading your ratings…" /> : null}
        <ErrorMessage error={profile.error} title="Your ratings could not be loaded." />
        {profile.data ? <Ratings ratings={profile.data.ratings} /> : null}
      </section>
      <section aria-labelledby="history-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="history-heading" className="text-2xl font-semibold">
            Finished games
          </h2>
          <SelectField
            label="Show"
            value={kind}
            fieldClassName="w-48"
            options={[
              { value: "all", label: "Both games" },
              { value: "oh-my-word", label: "Oh My Word" },
              { value: "buyword", label: "BuyWord" },
            ]}
            onChange={(e) => setKind(e.target.value as GameKind | "all")}
          />
        </div>
        <p className="text-sm text-stone-700">
          Replay any game move by move, or download its record: the whole game (settings, seed and every
          move), which opens in the replay viewer.
        </p>
        {history.isPending ? <Loading label="Loading your games…" /> : null}
        <ErrorMessage error={history.error} title="Your games could not be loaded." />
        {history.isSuccess ? <GameHistory rows={rows} caption="Your finished games, newest first" /> : null}
        {history.hasNextPage ? (
          <Button
            variant="secondary"
            busy={history.isFetchingNextPage}
            busyLabel="Loading…"
            onClick={() => void history.fetchNextPage()}
          >
            Older games
          </Button>
        ) : null}
      </section>
    </div>
  );
}
