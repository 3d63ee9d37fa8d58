"use client";

import { replaceEqualDeep } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { type LiveRoomMessage, type PresenceEntry, useTRPCClient } from "@wordhall/client";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "~/lib/error-message";
import type { RoomView } from "./room-types";

export type RoomConnection = "connecting" | "live" | "reconnecting" | "closed";

export type LiveRoomState = {
  readonly room: RoomView | null;
  readonly presence: readonly PresenceEntry[];
  readonly connection: RoomConnection;
  /** Why watching stopped for good (the room is gone or private). */
  readonly error: string | null;
};

const INITIAL: LiveRoomState = { room: null, presence: [], connection: "connecting", error: null };
// Errors after which watching again cannot help.
const FINAL_CODES = new Set(["NOT_FOUND", "FORBIDDEN", "UNAUTHORIZED", "BAD_REQUEST"]);
const MAX_BACKOFF_MS = 10_000;

/** The wait before the next try after `failures` failed ones: doubling from 0.5 s, capped, jittered. */
function backoffMs(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures) * (0.75 + Math.random() / 2);
}

function messageOf(item: unknown): LiveRoomMessage {
  const raw = typeof item === "string" ? item : (item as { data: string }).data;
  return JSON.parse(raw) as LiveRoomMessage;
}

/**
 * One room, live: `live.room` sends the whole room as the caller sees it on every change
 * (rooms are small), and who is connected. tRPC's link resumes on its own after a network
 * error; when it gives up (a restart, a bad response) this hook opens the stream again
 * with backoff. `connection` drives the reconnect banner.
 */
export function useLiveRoom(roomId: string, first: RoomView | null = null): LiveRoomState {
  const client = useTRPCClient();
  // The room as the page's server saw it: drawn at once (and in the HTML), then kept
  // current by the stream, which always starts with the whole room.
  const [state, setState] = useState<LiveRoomState>(() =>
    first?.id === roomId ? { ...INITIAL, room: first } : INITIAL,
  );
  const ref = useRef(state);
  const stateFor = useRef(roomId);

  useEffect(() => {
    if (stateFor.current !== roomId) {
      stateFor.current = roomId;
      ref.current = INITIAL;
      setState(INITIAL);
    }
    let subscription: { unsubscribe: () => void } | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let stopped = false;

    const commit = (patch: Partial<LiveRoomState>) => {
      ref.current = { ...ref.current, ...patch };
      setState(ref.current);
    };
    const setConnection = (connection: RoomConnection) => {
      if (ref.current.connection !== connection) commit({ connection });
    };
    const backoff = () => {
      const ms = backoffMs(failures);
      failures += 1;
      return ms;
    };
    const reopen = (delayMs: number) => {
      subscription?.unsubscribe();
      subscription = null;
      if (stopped) return;
      setConnection(ref.current.room === null ? "connecting" : "reconnecting");
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = setTimeout(open, delayMs);
    };

    function open() {
      retryTimer = null;
      if (stopped) return;
      subscription = client.live.room.subscribe(
        // Always the whole room again after a reconnect: a resumed stream that missed nothing
        // sends nothing, and the page must still know it's current.
        { roomId, lastEventId: null },
        {
          onData(item: unknown) {
            failures = 0;
            const message = messageOf(item);
            // What the stream repeats keeps its objects (its first message normally repeats
            // the page's room), so the memoised parts of the page skip re-rendering.
            if (message.type === "room")
              commit({
                room: replaceEqualDeep(ref.current.room, message.room as RoomView),
                connection: "live",
                error: null,
              });
            else
              commit({ presence: replaceEqualDeep(ref.current.presence, message.users as PresenceEntry[]) });
          },
          onConnectionStateChange(s: { state: "idle" | "connecting" | "pending" }) {
            if (s.state === "connecting" && ref.current.room !== null) setConnection("reconnecting");
            if (s.state === "pending" && ref.current.room !== null) setConnection("live");
          },
          onError(error: unknown) {
            const code =
              error instanceof TRPCClientError ? (error.data?.code as string | undefined) : undefined;
            if (code && FINAL_CODES.has(code)) {
              commit({ connection: "closed", error: errorMessage(error) });
              return;
            }
            reopen(backoff());
          },
          onComplete() {
            if (!stopped) reopen(backoff());
          },
        },
      );
    }

    open();
    // The browser knows about a lost network long before an idle stream notices: say so at
    // once and retry as soon as it is back.
    const onOffline = () => reopen(backoff());
    const onOnline = () => {
      if (retryTimer) reopen(0);
    };
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      stopped = true;
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
      if (retryTimer) clearTimeout(retryTimer);
      subscription?.unsubscribe();
    };
  }, [client, roomId]);

  return state;
}
