import { humanize } from "~/components/ui/status-badge";
import { formatDateTime } from "~/components/ui/time-ago";
import type { Outputs } from "~/lib/api-types";

export type AuditEntryView = Outputs["admin"]["audit"]["search"]["items"][number];

/**
 * What the person a decision is about was told (a pack's author, a game's players), which
 * the entry keeps in its details apart from the moderators' note (its reason).
 */
function shownReason(entry: AuditEntryView): { to: string; text: string } | null {
  const details = (entry.details ?? {}) as { reasonForAuthor?: unknown; reasonForPlayers?: unknown };
  if (typeof details.reasonForAuthor === "string") return { to: "the author", text: details.reasonForAuthor };
  if (typeof details.reasonForPlayers === "string")
    return { to: "the players", text: details.reasonForPlayers };
  return null;
}

/** Why: the moderators' note, and what the person concerned was told, each named as such. */
export function AuditWhy({ entry }: { entry: AuditEntryView }) {
  const shown = shownReason(entry);
  if (!entry.reason && !shown) return <>—</>;
  return (
    <>
      {entry.reason ? <>Note: “{entry.reason}”</> : null}
      {shown ? (
        <>
          {entry.reason ? "; shown" : "Shown"} to {shown.to}: “{shown.text}”
        </>
      ) : null}
    </>
  );
}

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
      {entry.reason || shownReason(entry) ? (
        <span className="text-slate-700">
          {" "}
          — <AuditWhy entry={entry} />
        </span>
      ) : null}
    </>
  );
}
