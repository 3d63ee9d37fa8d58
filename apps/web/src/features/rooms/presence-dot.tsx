import type { PresenceEntry } from "./room-types";

export type Presence = "online" | "away" | "offline";

export function presenceOf(presence: readonly PresenceEntry[], userId: string): Presence {
  const entry = presence.find((p) => p.userId === userId);
  return entry ? entry.status : "offline";
}

const LOOK: Record<Presence, { dot: string; label: string }> = {
  online: { dot: "bg-emerald-500", label: "here" },
  away: { dot: "bg-amber-500", label: "away" },
  offline: { dot: "bg-stone-400", label: "not here" },
};

/** A coloured dot with its meaning for screen readers (and a tooltip). */
export function PresenceDot({ status }: { readonly status: Presence }) {
  const look = LOOK[status];
  return (
    <span title={look.label} className="inline-flex items-center">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${look.dot}`} />
      <span className="sr-only">({look.label})</span>
    </span>
  );
}
