"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import type { Refusal } from "@wordhall/client/server";
import { BoardSideGrid, count } from "@wordhall/ui";
import { Badge, Button, PageTitle } from "@wordhall/ui/kit";
import Link from "next/link";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { ReportButton } from "~/features/reports/report-button";
import { useSignedIn } from "./signed-in";

/**
 * One pack as anyone may see it: every side, who made it, and a way to report it. The page's
 * server component has usually fetched the pack already (it is in the query cache); when the
 * game server refused it there, `refusal` says why and nothing is asked again.
 */
export function PackPage({
  packId,
  refusal = null,
}: {
  readonly packId: string;
  readonly refusal?: Refusal | null;
}) {
  const trpc = useTRPC();
  const me = useSignedIn();
  const pack = useQuery({ ...trpc.packs.get.queryOptions({ id: packId }), enabled: refusal === null });

  if (refusal) return <ErrorMessage error={refusal} title="This pack could not be opened." />;
  if (pack.isPending) return <Loading label="Loading the pack…" page />;
  if (pack.isError) return <ErrorMessage error={pack.error} title="This pack could not be opened." />;
  const p = pack.data;
  return (
    <div className="space-y-6">
      <PageTitle
        lead={p.description || undefined}
        actions={
          <>
            {p.isMine ? (
              <Button asChild variant="secondary">
                <Link href={`/boards/${p.id}`}>Edit</Link>
              </Button>
            ) : null}
            {/* Only others' published packs can be reported; built-in ones are the platform's own. */}
            {me.user && !p.isMine && !p.builtIn && p.status === "approved" ? (
              <ReportButton target={{ kind: "pack", packId: p.id }} subject={`the pack “${p.title}”`} />
            ) : null}
          </>
        }
      >
        {p.title}
      </PageTitle>
      <p className="flex flex-wrap items-center gap-2 text-stone-700">
        {p.featured ? <Badge tone="brand">Featured</Badge> : null}
        {p.builtIn ? <Badge>Built in</Badge> : null}
        <span>
          {count(p.sides.length, "side")} · language {p.language}
        </span>
        {p.author ? (
          <span>
            · by{" "}
            <Link href={`/players/${p.author.id}`} className="font-semibold text-brand-700 underline">
              {p.author.name}
            </Link>
          </span>
        ) : null}
      </p>
      {/* The sides' own headings are h3s (the grid is shared with pages that nest it deeper). */}
      <h2 className="font-display text-lg font-bold">The board sides</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {p.sides.map((side) => (
          <BoardSideGrid key={side.position} name={side.name} categories={side.categories} />
        ))}
      </div>
    </div>
  );
}
