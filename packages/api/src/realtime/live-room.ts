import { getRoom, type RoomView } from "../services/rooms/read-room";
import type { SessionUser } from "../trpc";
import { ROOM_CHANNEL } from "./channels";
import { parseEventId } from "./live-game";
import type { LiveGameMessage, Serialized } from "./live-message";
import type { Realtime } from "./runtime";
import { restartingError, runCleanups, watchAbort } from "./stream-lifecycle";
import { VisibilityWatch } from "./visibility-watch";
import { Wakeup } from "./wakeup";

/** What live.room sends: the room as the caller sees it (id = room version), and presence. */
export type LiveRoomMessage =
  | { readonly type: "room"; readonly room: RoomView }
  | {
      readonly type: "presence";
      readonly users: readonly { userId: string; name: string; status: string }[];
    };

/**
 * A room's live feed: the caller's view of the room whenever its version moves (rooms are
 * small and carry the caller's own place, so each subscriber's is built for it), and who
 * is connected to the room. A reconnect with the current version as lastEventId gets no
 * repeat. Access is getRoom's: public rooms for all, private ones for members and staff.
 */
export async function* streamRoom(
  rt: Realtime,
  input: { roomId: string; user: SessionUser | null; lastEventId?: string | null; signal?: AbortSignal },
): AsyncGenerator<{ id: string | null; data: Serialized<LiveRoomMessage | LiveGameMessage> }> {
  const { roomId, user } = input;
  if (rt.shuttingDown) throw restartingError();
  await getRoom(rt.db, user, roomId);
  await rt.changes.ready();

  const wake = new Wakeup();
  let sent = parseEventId(input.lastEventId);
  let roomChanged = true;
  let presenceChanged = true;
  let ended = false;
  let closing = false;
  const cleanups: (() => unknown)[] = [];
  const visibility = new VisibilityWatch(rt.db, user, { roomId });
  const onAbort = () => {
    ended = true;
    wake.poke();
  };
  try {
    cleanups.push(rt.streamSlots.take(user?.id ?? null));
    cleanups.push(
      rt.changes.watch(ROOM_CHANNEL, roomId, () => {
        roomChanged = true;
        wake.poke();
      }),
    );
    cleanups.push(
      rt.onShutdown(() => {
        closing = true;
        wake.poke();
      }),
    );
    cleanups.push(visibility.watch(rt.changes, () => wake.poke()));
    cleanups.push(watchAbort(input.signal, onAbort));
    const scope = `room:${roomId}`;
    if (user) cleanups.push(await rt.presence.connect(scope, user.id));
    cleanups.push(
      await rt.presence.watch(scope, () => {
        presenceChanged = true;
        wake.poke();
      }),
    );
    while (!ended) {
      if (closing || rt.shuttingDown) throw restartingError();
      await visibility.check();
      if (roomChanged) {
        roomChanged = false;
        const room = await getRoom(rt.db, visibility.viewer, roomId);
        if (room.version !== sent) {
          sent = room.version;
          yield {
            id: String(room.version),
            data: JSON.stringify({ type: "room", room } satisfies LiveRoomMessage),
          };
        }
      }
      if (presenceChanged) {
        presenceChanged = false;
        yield { id: null, data: rt.presence.message(scope) };
      }
      if (!roomChanged && !presenceChanged && !visibility.pending && !closing && !ended) await wake.wait();
    }
  } finally {
    await runCleanups(cleanups);
  }
}
