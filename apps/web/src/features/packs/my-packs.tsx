"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { count, shortDateTime } from "@wordhall/ui";
import { Alert, Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { ModeratorFixes } from "./moderator-fixes";
import { PackStatusBadge, STATUS_MEANING } from "./pack-status";
import { SignInNeeded, useSignedIn } from "./signed-in";

/** My boards: the author's packs with their review status, newest change first. */
export function MyPacks() {
  const me = useSignedIn();
  if (me.pending) return <Loading />;
  if (me.user === null) return <SignInNeeded what="make category boards" />;
  return <MyPackList />;
}

function MyPackList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const packs = useQuery(trpc.packs.mine.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.packs.pathKey() });
  const submit = useMutation(trpc.packs.submit.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.packs.delete.mutationOptions({ onSuccess: refresh }));

  if (packs.isPending) return <Loading label="Loading your packs…" />;
  if (packs.isError) return <ErrorMessage error={packs.error} title="Your packs could not be loaded." />;
  if (packs.data.length === 0) {
    return (
      <Alert tone="info" title="No packs yet.">
        A pack is one to eight board sides of fifteen categories each. Make one, play it with friends at once,
        and submit it for review to share it with everyone.
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <ErrorMessage error={submit.error ?? remove.error} />
      <ul className="space-y-4">
        {packs.data.map((pack) => {
          const titleId = `my-pack-${pack.id}`;
          const submittable =
            pack.status === "draft" || pack.status === "rejected" || pack.status === "unpublished";
          return (
            <li key={pack.id}>
              <article
                aria-labelledby={titleId}
                className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <header className="flex flex-wrap items-center gap-3">
                  <h2 id={titleId} className="min-w-0 text-xl font-semibold wrap-anywhere">
                    <Link href={`/boards/${pack.id}`} className="hover:underline">
                      {pack.title}
                    </Link>
                  </h2>
                  <PackStatusBadge status={pack.status} />
                </header>
                <p className="text-sm text-stone-700">
                  {count(pack.sides.length, "side")} · changed {shortDateTime(pack.updatedAt, "local")}
                </p>
                <p className="text-sm text-stone-700">{STATUS_MEANING[pack.status]}</p>
                {pack.latestReview?.reason &&
                (pack.status === "rejected" || pack.status === "unpublished") ? (
                  <Alert tone="warning" title="The moderator's reason">
                    {pack.latestReview.reason}
                  </Alert>
                ) : null}
                {pack.status === "approved" ? (
                  <ModeratorFixes review={pack.latestReview} sides={pack.sides} />
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="secondary" size="sm">
                    <Link href={`/boards/${pack.id}`}>
                      Edit <span className="sr-only">{pack.title}</span>
                    </Link>
                  </Button>
                  {submittable ? (
                    <Button
                      size="sm"
                      disabled={submit.isPending}
                      onClick={() => submit.mutate({ id: pack.id, version: pack.version })}
                    >
                      Submit for review <span className="sr-only">{pack.title}</span>
                    </Button>
                  ) : null}
                  {pack.status === "approved" ? (
                    <Button asChild variant="ghost" size="sm">
                      <Link href={`/packs/${pack.id}`}>
                        Public page <span className="sr-only">of {pack.title}</span>
                      </Link>
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(`Delete "${pack.title}"? This can't be undone.`)) {
                          remove.mutate({ id: pack.id, version: pack.version });
                        }
                      }}
                    >
                      Delete <span className="sr-only">{pack.title}</span>
                    </Button>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
