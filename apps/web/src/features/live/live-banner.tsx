import type { LiveConnection } from "./live-game-store";

/** Tells the player the live connection dropped and is coming back; silent while live. */
export function LiveBanner({ connection }: { readonly connection: LiveConnection }) {
  if (connection !== "reconnecting") return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-500" />
      Connection lost — reconnecting… Your game is safe; moves made meanwhile will appear.
    </p>
  );
}
