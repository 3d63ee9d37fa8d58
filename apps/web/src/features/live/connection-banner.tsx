"use client";

import { createContext, useContext, useEffect, useState } from "react";
import type { LiveConnection } from "./live-game-store";

/** How long a drop must last before the banner shows: a stream resuming after a skipped step blinks for a moment. */
const SHOW_AFTER_MS = 800;

/**
 * The one "connection lost" banner of a page. It reconnects by itself; the banner only
 * makes that visible, so nobody wonders why the table stopped moving. It sticks to the top
 * of the screen, since on a phone the player is usually scrolled down to the board.
 */
export function ConnectionBanner({ connection }: { readonly connection: "live" | "reconnecting" }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (connection !== "reconnecting") {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [connection]);
  return (
    <div aria-live="polite" className="sticky top-2 z-30 empty:hidden">
      {shown ? (
        <div
          role="status"
          data-testid="connection-banner"
          className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 shadow-md"
        >
          <span
            aria-hidden="true"
            className="inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-amber-300 border-t-amber-700 motion-reduce:animate-none"
          />
          <span>
            <strong>Connection lost.</strong> Reconnecting… Nothing is lost: the page catches up as soon as
            we're back.
          </span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Lets a table hand its game stream's state to the page around it, which shows one banner
 * for all its streams. Outside such a page (no provider) the table shows its own.
 */
export const ConnectionReportContext = createContext<((connection: LiveConnection) => void) | null>(null);

/** Reports `connection` to the page; true when the page shows the banner for it. */
export function useReportConnection(connection: LiveConnection): boolean {
  const report = useContext(ConnectionReportContext);
  useEffect(() => {
    report?.(connection);
  }, [report, connection]);
  // Gone (a new game, the page left): the page must not keep a dead stream's state.
  useEffect(() => () => report?.("closed"), [report]);
  return report !== null;
}
