"use client";

import { Button } from "@wordhall/ui/kit";
import { BellIcon } from "../oh-my-word/icons";
import type { NotifyOptIn } from "./use-turn-signals";

/** The opt-in for a notification when your turn comes while the tab is hidden. */
export function TurnNotifyToggle({
  notify,
  variant = "secondary",
}: {
  readonly notify: NotifyOptIn;
  /** `inverse` on a dark header. */
  readonly variant?: "secondary" | "inverse";
}) {
  if (!notify.available) return null;
  return (
    <Button variant={variant} size="sm" aria-pressed={notify.on} onClick={notify.toggle}>
      <BellIcon off={!notify.on} />
      {/* On a phone the icon alone, to keep the table's status line short. */}
      <span className="sr-only sm:not-sr-only">{notify.on ? "Turn alerts on" : "Alert me on my turn"}</span>
    </Button>
  );
}
