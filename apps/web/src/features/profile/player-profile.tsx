"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { Button, PageTitle } from "@wordhall/ui/kit";
import Link from "next/link";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { useSignedIn } from "~/features/packs/signed-in";
import { ReportButton } from "~/features/reports/report-button";
import { GameHistory } from "./game-history";
import { Ratings } from "./ratings";

/** What anyone may see of a player: ratings and the latest finished games. */
export function PlayerProfile({ userId }: { readonly userId: string }) {
  const trpc = useTRPC();
  const me = useSignedIn();
  const profile = useQuery(trpc.profile.get.queryOptions({ userId }));

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
