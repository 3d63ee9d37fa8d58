import type { OmwView } from "@wordhall/client";
import { count } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import type { ReactNode } from "react";

// Table mode's seat view: on a phone at a table where a shared screen (the room's display)
// shows the boards, the players and plays the timer, the phone is the player's seat only.

/**
 * Whether a table shows the seat view: the room is in table mode, the viewer has a seat in
 * a game still on, the table is narrow (a phone; a desktop always gets the whole table, so
 * a remote player loses nothing), and they did not ask for the whole table.
 */
export function showsSeatView(opts: {
  readonly tableMode: boolean;
  readonly seated: boolean;
  readonly over: boolean;
  readonly narrow: boolean;
  readonly wholeTable: boolean;
}): boolean {
  return opts.tableMode && opts.seated && !opts.over && opts.narrow && !opts.wholeTable;
}

/** The line that says what this phone shows, with the switch to the other view. */
export function SeatViewSwitch({
  seatView,
  onSwitch,
}: {
  readonly seatView: boolean;
  readonly onSwitch: () => void;
}) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-omw-50 px-3 py-1.5 text-xs text-omw-900">
      <span>
        {seatView ? "Your seat: the shared screen shows the rest." : "The whole table, with its sound."}
      </span>
      <Button variant="link" onClick={onSwitch}>
        {seatView ? "Show the whole table" : "Show my seat only"}
      </Button>
    </p>
  );
}

/** Your own tokens, face up, which the shared screen never shows (OMW-35). */
export function SeatTokens({ view }: { readonly view: OmwView }) {
  const me = view.you === null ? undefined : view.seats[view.you];
  if (!me) return null;
  const values = me.tokens ?? [];
  return (
    <p
      className="flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-white px-3 py-2 text-sm"
      data-testid="seat-tokens"
    >
      <span className="font-semibold">Your tokens:</span>
      {values.length === 0 ? (
        <span className="text-stone-700">none yet</span>
      ) : (
        <>
          <span className="flex flex-wrap gap-1" aria-hidden="true">
            {values.map((v, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place
                key={i}
                className="grid size-7 place-items-center rounded-full border-2 border-rose-800 bg-rose-100 text-sm font-bold text-rose-900"
              >
                {v}
              </span>
            ))}
          </span>
          <span className="sr-only">{values.join(", ")}</span>
          <span className="text-stone-700">
            ({view.rules.scoring === "points" ? count(me.score ?? 0, "point") : count(values.length, "token")}
            )
          </span>
        </>
      )}
    </p>
  );
}

/** The boards folded away (the shared screen shows them), one tap to look. */
export function FoldedBoards({ view, children }: { readonly view: OmwView; readonly children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-omw-200 bg-omw-50">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm font-semibold text-omw-900">
        <span>
          Boards: {view.coveredCount} of {view.categoryCount} covered
        </span>
        <span className="text-xs font-normal underline group-open:hidden">Show</span>
        <span className="hidden text-xs font-normal underline group-open:inline">Hide</span>
      </summary>
      <div className="p-1.5 pt-0">{children}</div>
    </details>
  );
}
