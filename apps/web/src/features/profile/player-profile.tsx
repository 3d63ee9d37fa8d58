"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import type { Refusal } from "@wordhall/client/server";
import { Button, PageTitle } from "@wordhall/ui/kit";
import Link from "next/link";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { useSignedIn } from "~/features/packs/signed-in";
import { ReportButton } from "~/features/reports/report-button";
import { GameHistory } from "./game-history";
import { Ratings } from "./ratings";

/**
 * What anyone may see of a player: ratings and the latest finished games. Usually already in
 * the query cache from the page's server component; `refusal` is the game server's answer
 * there when it refused (no such player), shown without asking again.
 */
export function PlayerProfile({
  userId,
  refusal = null,
}: {
  readonly userId: string;
  readonly refusal?: Refusal | null;
}) {
  const trpc = useTRPC();
  const me = useSignedIn();
  const profile = useQuery({ ...trpc.profile.get.queryOptions({ userId }), enabled: refusal === null });

  if (refusal) return <ErrorMessage error={refusal} title="This profile could not be opened." />;
  if (profile.isPending) return <Loading label="Loading the profile…" page />;
  if (profile.isError)
    return <ErrorMessage error={profile.error} title="This profile could not be opened." />;
  const p = profile.data;
  const isMe = me.user?.id === p.userId;
  return (
    <div className="space-y-8">
      <PageTitle
        lead="Ratings and latest finished games."
        actions={
          isMe ? (
            <Button asChild variant="secondary">
              <Link href="/profile">Your full history</Link>
            </Button>
          ) : me.user ? (
            <ReportButton target={{ kind: "user", userId: p.userId }} subject={p.name} />
          ) : null
        }
      >
        {p.name}
      </PageTitle>
      <section aria-labelledby="ratings-heading" className="space-y-3">
        <h2 id="ratings-heading" className="text-2xl font-semibold">
          Ratings
        </h2>
        <Ratings ratings={p.ratings} />
      </section>
      <section aria-labelledby="recent-heading" className="space-y-3">
        <h2 id="recent-heading" className="text-2xl font-semibold">
          Latest games
        </h2>
        <GameHistory rows={p.recent} caption={`${p.name}'s latest finished games`} />
      </section>
    </div>
  );
}
