import { humanize } from "~/components/ui/status-badge";
import { formatDateTime } from "~/components/ui/time-ago";
import type { Outputs } from "~/lib/api-types";

export type AuditEntryView = Outputs["admin"]["audit"]["search"]["items"][number];

/** One line of the audit log: who did what to what, when, and why. */
export function AuditEntryLine({ entry }: { entry: AuditEntryView }) {
  return (
    <>
      <time dateTime={entry.at} className="text-slate-600 tabular-nums">
        {formatDateTime(entry.at)}
      </time>{" "}
      <strong>{entry.actor.name}</strong> <span className="text-slate-600">({entry.actor.role})</span>{" "}
      <span className="font-medium">{humanize(entry.action)}</span>{" "}
      <span>
        {entry.target.kind} “{entry.target.label}”
      </span>
      {entry.reason ? <span className="text-slate-700"> — “{entry.reason}”</span> : null}
    </>
  );
}
