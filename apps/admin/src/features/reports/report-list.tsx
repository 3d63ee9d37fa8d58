"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReportReason, useTRPC, useTRPCClient } from "@wordhall/client";
import { REPORT_REASON_LABELS, reportResolveSchema } from "@wordhall/client/contract";
import { count } from "@wordhall/ui";
import { Alert, Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { useState } from "react";
import { QueryState } from "~/components/ui/query-state";
import { ReasonDialog } from "~/components/ui/reason-dialog";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatDateTime, TimeAgo } from "~/components/ui/time-ago";
import { REASON_FOR_AUTHOR } from "~/features/packs/pack-actions";
import type { Outputs } from "~/lib/api-types";
import { OutcomeMessage, useAction } from "~/lib/use-action";
import {
  asksReasonForAuthor,
  decisionText,
  type ReportAction,
  reportActions,
  suspensionWarning,
} from "./report-actions";

type Report = Outputs["admin"]["reports"]["list"]["items"][number];
const STATUSES = ["open", "resolved", "dismissed"] as const;
type Status = (typeof STATUSES)[number];

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

function ReportTarget({ report }: { report: Report }) {
  const t = report.target;
  return t.kind === "pack" ? (
    <span>
      Pack{" "}
      <Link href={`/packs/${t.pack.id}`} className="font-medium text-sky-800 underline">
        {t.pack.title}
      </Link>{" "}
      <StatusBadge status={t.pack.status} />
      {t.pack.featured ? (
        <>
          {" "}
          <StatusBadge status="featured" />
        </>
      ) : null}
      {t.pack.author ? (
        <>
          {" "}
          by{" "}
          <Link href={`/users/${t.pack.author.id}`} className="underline">
            {t.pack.author.name}
          </Link>
          {t.pack.author.suspended ? (
            <>
              {" "}
              <StatusBadge status="suspended" />
            </>
          ) : null}
        </>
      ) : null}
    </span>
  ) : (
    <span>
      Player{" "}
      <Link href={`/users/${t.user.id}`} className="font-medium text-sky-800 underline">
        {t.user.name}
      </Link>{" "}
      <StatusBadge status={t.user.role} />
      {t.user.suspended ? (
        <>
          {" "}
          <StatusBadge status="suspended" />
        </>
      ) : null}
    </span>
  );
}

function ResolveReport({ report }: { report: Report }) {
  const client = useTRPCClient();
  const { busy, outcome, run } = useAction();
  const choices = reportActions(report);
  const [action, setAction] = useState<ReportAction | undefined>(choices[0]?.action);
  const warning = suspensionWarning(report);
  return (
    <div className="space-y-2">
      <OutcomeMessage outcome={outcome} />
      <ReasonDialog
        trigger="Decide…"
        variant="primary"
        title="Decide on this report"
        description={
          <>
            {reasonLabel(report.reason)} — <ReportTarget report={report} />
          </>
        }
        confirmLabel="Save decision"
        shownLabel={asksReasonForAuthor(action) ? REASON_FOR_AUTHOR : undefined}
        schemas={{ note: reportResolveSchema.shape.note, shown: reportResolveSchema.shape.reasonForAuthor }}
        disabled={busy}
        onConfirm={({ note, shown }, fields) =>
          run(
            () =>
              client.admin.reports.resolve.mutate({
                reportId: report.id,
                action: String(fields.get("action")) as ReportAction,
                note,
                ...(shown ? { reasonForAuthor: shown } : {}),
              }),
            "Decision saved.",
            { rethrow: true },
          )
        }
      >
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">What to do</legend>
          {choices.map((choice) => (
            <label key={choice.action} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="action"
                value={choice.action}
                // Controlled: the dialog forgets its texts when closed, but the choice and what
                // it asks for (the author's reason, the warning) must stay in step.
                checked={action === choice.action}
                required
                onChange={() => setAction(choice.action)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {action === "suspend_user" && warning ? (
          <Alert tone="warning" title="This suspends an account">
            {warning}
          </Alert>
        ) : null}
      </ReasonDialog>
    </div>
  );
}

function ReportItem({ report }: { report: Report }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={`report-${report.id}`} className="space-y-2">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`report-${report.id}`} className="font-semibold">
            {reasonLabel(report.reason)}
          </h2>
          <span className="text-sm text-slate-600">
            from{" "}
            <Link href={`/users/${report.reporter.id}`} className="underline">
              {report.reporter.name}
            </Link>
            , <TimeAgo at={report.at} />
          </span>
        </header>
        <p className="text-sm">
          <ReportTarget report={report} />
          {report.openReportsOnTarget > 1 ? (
            <span className="ml-2 text-sm font-medium text-red-800">
              {count(report.openReportsOnTarget, "open report")} about this
            </span>
          ) : null}
        </p>
        {report.details ? (
          <blockquote className="border-l-4 border-slate-200 pl-3 text-sm text-slate-800">
            {report.details}
          </blockquote>
        ) : (
          <p className="text-sm text-slate-600">No details given.</p>
        )}
        {report.resolution ? (
          <p className="text-sm text-slate-700">
            <StatusBadge status={report.status} /> {decisionText(report, report.resolution.action)} by{" "}
            {report.resolution.by?.name ?? "a former moderator"} on {formatDateTime(report.resolution.at)}
            {report.resolution.note ? <> — “{report.resolution.note}”</> : null}
          </p>
        ) : (
          <ResolveReport report={report} />
        )}
      </article>
    </li>
  );
}

/** Reports players filed about packs and people, with what they are about. */
export function ReportList() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<Status>("open");
  const reports = useInfiniteQuery(
    trpc.admin.reports.list.infiniteQueryOptions(
      { status, limit: 25 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const items = reports.data?.pages.flatMap((p) => p.items);
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show reports</legend>
        {STATUSES.map((s) => (
          <Button
            key={s}
            variant={status === s ? "primary" : "secondary"}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s === "open" ? "Open (oldest first)" : s === "resolved" ? "Resolved" : "Dismissed"}
          </Button>
        ))}
      </fieldset>
      <QueryState
        query={{ data: items, error: reports.error, isPending: reports.isPending }}
        label="reports"
        isEmpty={(list) => list.length === 0}
        empty={status === "open" ? "No open reports. Nice." : `No ${status} reports.`}
      >
        {(list) => (
          <>
            <ul className="space-y-3">
              {list.map((report) => (
                <ReportItem key={report.id} report={report} />
              ))}
            </ul>
            {reports.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={reports.isFetchingNextPage}
                onClick={() => reports.fetchNextPage()}
              >
                {reports.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
