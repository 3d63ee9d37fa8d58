const TONES: Record<string, string> = {
  submitted: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  fixed_and_approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  unpublished: "bg-slate-200 text-slate-800",
  draft: "bg-slate-100 text-slate-800",
  open: "bg-amber-100 text-amber-900",
  resolved: "bg-emerald-100 text-emerald-900",
  dismissed: "bg-slate-200 text-slate-800",
  active: "bg-sky-100 text-sky-900",
  finished: "bg-slate-100 text-slate-800",
  aborted: "bg-red-100 text-red-900",
  suspended: "bg-red-100 text-red-900",
  admin: "bg-violet-100 text-violet-900",
  moderator: "bg-sky-100 text-sky-900",
  player: "bg-slate-100 text-slate-800",
  featured: "bg-yellow-100 text-yellow-900",
  idle: "bg-orange-100 text-orange-900",
};

/** Words people read, not enum names. */
export function humanize(value: string): string {
  const text = value.replaceAll("_", " ").replaceAll(".", " · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status] ?? "bg-slate-100 text-slate-800"}`}
    >
      {label ?? humanize(status)}
    </span>
  );
}
