import { Badge, type BadgeTone } from "@wordhall/ui/kit";

// Each status in the tone of the kit's Badge that says how it went: amber waits, green is done,
// red is refused or stopped, sky is in progress, grey is over or not yet started.
const TONES: Record<string, BadgeTone> = {
  submitted: "warning",
  approved: "success",
  fixed_and_approved: "success",
  rejected: "danger",
  unpublished: "neutral",
  draft: "neutral",
  open: "warning",
  resolved: "success",
  dismissed: "neutral",
  active: "info",
  finished: "neutral",
  aborted: "danger",
  suspended: "danger",
  admin: "brand",
  moderator: "info",
  player: "neutral",
  featured: "warning",
  idle: "warning",
};

/** Words people read, not enum names. */
export function humanize(value: string): string {
  const text = value.replaceAll("_", " ").replaceAll(".", " · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A moderation status (a pack's, a report's, a game's, a person's) as the kit's Badge. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{label ?? humanize(status)}</Badge>;
}
