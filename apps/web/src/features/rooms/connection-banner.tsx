import type { RoomConnection } from "./use-live-room";

/**
 * Says when the live connection to the room is down. It reconnects by itself; the banner
 * only makes that visible, so nobody wonders why the room stopped moving.
 */
export function ConnectionBanner({ connection }: { readonly connection: RoomConnection }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {connection === "reconnecting" ? (
        <div
          role="status"
          className="mb-4 flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-amber-300 border-t-amber-700"
          />
          <span>
            <strong>Connection lost.</strong> Reconnecting… Your seat is kept; the room updates as soon as
            we're back.
          </span>
        </div>
      ) : null}
    </div>
  );
}
