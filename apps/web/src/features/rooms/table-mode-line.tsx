"use client";

import { IntentLink } from "~/components/intent-link";
import { cx } from "~/lib/cx";
import type { RoomView } from "./room-types";

/**
 * Table mode: the link to the room's display (one shared screen shows the table) and, for
 * the seated, what their phone shows. Small during a game, where the table needs the room.
 */
export function TableModeLine({ room }: { readonly room: RoomView }) {
  const playing = room.status === "playing";
  return (
    <p
      className={cx(
        "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-omw-200 bg-omw-50 text-omw-900",
        // During a game a phone's table says it all (its seat view has the line); the
        // display is opened on the laptop or TV, where this line stays.
        playing ? "hidden px-3 py-1.5 text-sm sm:flex" : "px-4 py-3 text-sm",
      )}
    >
      <span>
        <strong>Table mode.</strong>{" "}
        {playing
          ? "Players in the room share one screen and play from their phones; a computer shows the whole table."
          : "Put the table display on a laptop or TV everyone can see; each player plays from their phone."}
      </span>
      <IntentLink
        href={`/rooms/${room.id}/display`}
        target="_blank"
        className="font-semibold whitespace-nowrap text-omw-900 underline"
      >
        Open the table display
        <span className="sr-only"> (opens in a new tab)</span>
      </IntentLink>
    </p>
  );
}
