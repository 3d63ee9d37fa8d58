"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { BoardSideGrid, count } from "@wordhall/ui";
import { Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { useState } from "react";
import { QueryState } from "~/components/ui/query-state";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatDateTime, TimeAgo } from "~/components/ui/time-ago";
import { FixEditor } from "./fix-editor";
import { PackActions, usePackDecisions } from "./pack-actions";
import { PackDiff } from "./pack-diff";
import { ReviewTexts } from "./review-texts";
import { SubmitterPanel } from "./submitter-panel";

/** One pack as a moderator sees it: every side, the author, the history, and the decisions. */
export function PackReview({ packId }: { packId: string }) {
  const trpc = useTRPC();
  const review = useQuery(trpc.admin.packs.get.queryOptions({ packId }));
  const [fixing, setFixing] = useState(false);
  const decisions = usePackDecisions(packId);

  return (
    <QueryState query={review} label="the pack">
      {({ pack, submitter, reviews, changesSinceLastReview, reports }) => (
        <div className="space-y-6">
          <nav aria-label="Breadcrumb" className="text-sm">
            <Link href="/packs" className="text-sky-800 underline">
              Pack queue
            </Link>{" "}
            / {pack.title}
          </nav>
          <header className="space-y-2">
            <h1 className="text-2xl font-bold">{pack.title}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <StatusBadge status={pack.status} />
              {pack.featured ? <StatusBadge status="featured" /> : null}
              <span>revision {pack.revision}</span>
              <span>· {count(pack.sides.length, "side")}</span>
              <span>· language {pack.language}</span>
              {pack.submittedAt ? (
                <span>
                  · submitted <TimeAgo at={pack.submittedAt} />
                </span>
              ) : null}
            </p>
            {pack.description ? <p className="max-w-prose text-slate-800">{pack.description}</p> : null}
          </header>

          <PackActions pack={pack} decisions={decisions} fixing={fixing} onFix={() => setFixing(true)} />

          {/* What the author changed since the last decision: for a resubmission (the issue's
              ask), or a draft being edited; not for a pack whose last decision is what it is. */}
          {changesSinceLastReview &&
          (pack.status === "submitted" || !changesSinceLastReview.diff.unchanged) ? (
            <Card title="Changes since the last review" id="pack-changes">
              <PackDiff changes={changesSinceLastReview} />
            </Card>
          ) : null}

          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <Card title={fixing ? "Fix categories" : "Board sides"} id="pack-sides">
              {fixing ? (
                <FixEditor
                  sides={pack.sides}
                  busy={decisions.busy}
                  onCancel={() => setFixing(false)}
                  onSubmit={(fixes, texts) =>
                    decisions.fixAndApprove(
                      {
                        packId,
                        revision: pack.revision,
                        fixes,
                        ...(texts.reasonForAuthor ? { reasonForAuthor: texts.reasonForAuthor } : {}),
                        ...(texts.note ? { note: texts.note } : {}),
                      },
                      () => setFixing(false),
                    )
                  }
                />
              ) : (
                <div className="grid gap-3">
                  {pack.sides.map((side) => (
                    <BoardSideGrid key={side.position} name={side.name} categories={side.categories} />
                  ))}
                </div>
              )}
            </Card>
            <div className="space-y-6">
              <Card title="Submitter" id="pack-submitter">
                {submitter ? (
                  <SubmitterPanel submitter={submitter} />
                ) : (
                  <p className="text-sm text-slate-700">A built-in pack, made by Wordhall.</p>
                )}
              </Card>
              <Card title="Decisions on this pack" id="pack-history">
                {reviews.length ? (
                  <ol className="space-y-2 text-sm">
                    {reviews.map((r) => (
                      <li key={r.id}>
                        <StatusBadge status={r.decision} /> revision {r.revision} by{" "}
                        {r.reviewer?.name ?? "a former moderator"},{" "}
                        <span title={formatDateTime(r.at)}>
                          <TimeAgo at={r.at} />
                        </span>
                        <ReviewTexts reasonForAuthor={r.reasonForAuthor} note={r.note} />
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-sm text-slate-700">No decisions yet: this is a first submission.</p>
                )}
              </Card>
              <Card title="Reports about this pack" id="pack-reports">
                {reports.length ? (
                  <ul className="space-y-2 text-sm">
                    {reports.map((r) => (
                      <li key={r.id}>
                        <StatusBadge status={r.status} /> {r.reason} from {r.reporter.name},{" "}
                        <TimeAgo at={r.at} />
                        {r.details ? <p className="text-slate-700">“{r.details}”</p> : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-slate-700">Nobody has reported it.</p>
                )}
              </Card>
            </div>
          </div>
        </div>
      )}
    </QueryState>
  );
}
