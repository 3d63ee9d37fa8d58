import type { SessionUser } from "../trpc";
import { GAME_CHANNEL } from "./channels";
import type { LiveGameMessage, Serialized } from "./live-message";
import type { Realtime } from "./runtime";
import { restartingError, runCleanups, watchAbort } from "./stream-lifecycle";
import { resolveViewer } from "./viewer";
import { VisibilityWatch } from "./visibility-watch";
import { Wakeup } from "./wakeup";

/** One message for the stream; `id` (the game version) makes it resumable, presence has none. */
export type LiveItem = { readonly id: string | null; readonly data: Serialized<LiveGameMessage> };

/** Event ids are game versions; anything else means "start from a snapshot". */
export function parseEventId(id: string | null | undefined): number | null {
  if (!id || !/^\d{1,9}$/.test(id)) return null;
  return Number(id);
}

/**
 * A seat's (or a spectator's) live feed of one game: a snapshot first (or, when resuming
 * from `lastEventId`, exactly the steps missed), then one step per version as the game
 * changes, and presence whenever it changes. Ends when the game is over, when the client
 * goes away (`signal`), or with SERVICE_UNAVAILABLE when the server shuts down.
 */
export async function* streamGame(
  rt: Realtime,
  input: {
    gameId: string;
    user: SessionUser | null;
    lastEventId?: string | null;
    signal?: AbortSignal;
    /** "spectator": the spectator's view whoever asks (a room's table display). */
    as?: "spectator";
  },
): AsyncGenerator<LiveItem> {
  const { gameId, user } = input;
  if (rt.shuttingDown) throw restartingError();
  const first = await resolveViewer(rt.db, gameId, user);
  // A seat asked to watch as a spectator sees what spectators see, and nothing of its own.
  const seatOf = (seated: number | null) => (input.as === "spectator" ? null : seated);
  let seat = seatOf(first.seat);
  await rt.changes.ready();

  const wake = new Wakeup();
  let sent = parseEventId(input.lastEventId);
  let gameChanged = true;
  let mustRead = true;
  let announced = -1;
  let presenceChanged = true;
  let ended = false;
  let closing = false;
  const cleanups: (() => unknown)[] = [];
  const visibility = new VisibilityWatch(rt.db, user, { gameId, roomId: first.roomId }, seat);
  // A seated player's moves echo the last event they got: the lag meter's samples.
  const noteSent = (version: number) => {
    if (user && seat !== null) rt.lag.sent(gameId, user.id, version, Date.now());
  };
  const onAbort = () => {
    ended = true;
    wake.poke();
  };
  try {
    cleanups.push(rt.streamSlots.take(user?.id ?? null));
    // Watch before reading, so no change can slip between the read and the watch.
    cleanups.push(
      rt.changes.watch(GAME_CHANNEL, gameId, (v) => {
        // null: notifications may have been lost (reconnect); read the database.
        if (v === null) mustRead = true;
        else announced = Math.max(announced, v);
        if (v === null || sent === null || v > sent) {
          gameChanged = true;
          wake.poke();
        }
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
    cleanups.push(await rt.games.acquire(gameId));
    const scope = `game:${gameId}`;
    // A seated player's display is not their seat: only their own table keeps them present
    // (so a player whose phone is gone is still marked away while the display stays open).
    const displayOfSeat = input.as === "spectator" && first.seat !== null;
    if (user && !displayOfSeat) cleanups.push(await rt.presence.connect(scope, user.id));
    cleanups.push(
      await rt.presence.watch(scope, () => {
        presenceChanged = true;
        wake.poke();
      }),
    );
    // While anyone here watches the game, its seats are marked away and back (SEAT-1).
    cleanups.push(await rt.absence.watch(gameId));

    let over = false;
    let read = false;
    while (!ended) {
      if (closing || rt.shuttingDown) throw restartingError();
      if (visibility.pending) await visibility.check();
      if (seatOf(visibility.seat) !== seat) {
        // Seen from another seat now (a player became a spectator): start over from a snapshot.
        seat = seatOf(visibility.seat);
        sent = null;
        gameChanged = true;
      }
      if (gameChanged) {
        gameChanged = false;
        read = mustRead;
        mustRead = false;
        const current = await rt.games.refresh(gameId, read ? undefined : announced);
        // A room or account change heard while reading is checked before anything is sent.
        if (visibility.pending) {
          gameChanged = true;
          mustRead ||= read;
          continue;
        }
        if (sent === null || current !== sent) {
          const steps =
            sent !== null && sent < current ? await rt.games.stepsAfter(gameId, seat, sent) : null;
          if (steps) {
            for (const step of steps) {
              if (visibility.pending) {
                gameChanged = true;
                break;
              }
              noteSent(step.version);
              yield { id: String(step.version), data: step.data };
              sent = step.version;
              over = step.over;
            }
          } else {
            const snapshot = rt.games.snapshot(gameId, seat);
            noteSent(snapshot.version);
            yield { id: String(snapshot.version), data: snapshot.data };
            sent = snapshot.version;
            over = snapshot.over;
          }
        }
      }
      if (over) return;
      // Read on start, on resync and on an end notice: a moderator's end moves no version.
      if (read) {
        read = false;
        const end = await moderatorEnd(rt, gameId, sent);
        if (end) {
          yield { id: null, data: end };
          return;
        }
      }
      if (presenceChanged) {
        presenceChanged = false;
        yield { id: null, data: rt.presence.message(scope) };
      }
      if (!gameChanged && !presenceChanged && !visibility.pending && !closing && !ended) await wake.wait();
    }
  } finally {
    await runCleanups(cleanups);
  }
}

/** The `ended` message when a moderator ended the game, or null while it is not so. */
async function moderatorEnd(
  rt: Realtime,
  gameId: string,
  version: number | null,
): Promise<Serialized<LiveGameMessage> | null> {
  const game = await rt.db.game.findUnique({
    where: { id: gameId },
    select: { status: true, endedReason: true, finishedAt: true, version: true },
  });
  if (game?.status !== "aborted") return null;
  const message: LiveGameMessage = {
    type: "ended",
    gameId,
    version: version ?? game.version,
    by: "moderator",
    reason: game.endedReason ?? "",
    at: (game.finishedAt ?? new Date()).toISOString(),
  };
  return JSON.stringify(message);
}
