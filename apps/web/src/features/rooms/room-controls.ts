import type { RoomView } from "./room-types";

/**
 * What the waiting room offers, from the room as the viewer sees it. A room of one seat is
 * solo practice: no ready round (the server starts a host seated alone without one), one
 * "Start", and nobody to invite.
 */
export function roomControls(room: Pick<RoomView, "seats" | "me">) {
  const solo = room.seats.length === 1;
  const seated = room.me !== null && room.me.seat !== null;
  return {
    solo,
    ready: seated && !solo,
    start: room.me?.isHost ? (solo ? "Start" : "Start game") : null,
    invite: !solo,
  } as const;
}
