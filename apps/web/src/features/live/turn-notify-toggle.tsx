"use client";

import { BellIcon } from "../oh-my-word/icons";
import type { NotifyOptIn } from "./use-turn-signals";

/** The opt-in for a notification when your turn comes while the tab is hidden. */
export function TurnNotifyToggle({
  notify,
  className,
}: {
  readonly notify: NotifyOptIn;
  readonly className?: string;
}) {
  if (!notify.available) return null;
  return (
    <button
      type="button"
      aria-pressed={notify.on}
      onClick={notify.toggle}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium ${className ?? ""}`}
    >
      <BellIcon off={!notify.on} />
      {/* On a phone the icon alone, to keep the table's status line short. */}
      <span className="sr-only sm:not-sr-only">{notify.on ? "Turn alerts on" : "Alert me on my turn"}</span>
    </button>
  );
}
