"use client";

import { controlClass } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import { useEffect, useRef } from "react";
import { timeText } from "~/features/profile/game-labels";
import { useHydrated } from "~/lib/use-hydrated";
import type { RoomView } from "./room-types";

// The box to write in brings the form library and the chat schema with it: its own chunk,
// fetched once the page runs, so the room's first load carries neither. Until it comes, a
// disabled box and button of the same size hold its place (nothing moves when it arrives).
const ChatCompose = dynamic(() => import("./chat-compose").then((m) => m.ChatCompose), {
  ssr: false,
  loading: () => <ComposePlaceholder />,
});

/** The room's chat: the latest messages (live), and a box to write in for members. */
export function RoomChat({ room, myId }: { readonly room: RoomView; readonly myId: string | null }) {
  const local = useHydrated();
  const log = useRef<HTMLDivElement>(null);
  const count = room.chat.length;
  const last = room.chat[count - 1]?.id;

  // Keep the newest message in view as they arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  return (
    <div className="flex flex-col gap-3">
      {/* The log wraps the list: role="log" on the <ol> itself would take away its list
          semantics, and axe flags the orphaned <li>s (listitem, serious). */}
      <div
        ref={log}
        role="log"
        aria-label="Chat"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard to scroll it
        tabIndex={0}
        className="max-h-80 min-h-32 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-3"
      >
        <ol className="space-y-2">
          {count === 0 ? <li className="text-sm text-stone-600">No messages yet. Say hello!</li> : null}
          {room.chat.map((m) => (
            <li key={m.id} className="text-sm break-words">
              <span
                className={
                  m.user.id === myId ? "font-semibold text-brand-800" : "font-semibold text-stone-900"
                }
              >
                {m.user.name}
              </span>{" "}
              <time dateTime={m.at} className="text-xs text-stone-600">
                {timeText(m.at, local)}
              </time>
              <p className="text-stone-900">{m.body}</p>
            </li>
          ))}
        </ol>
      </div>
      {room.me ? (
        <ChatCompose roomId={room.id} />
      ) : (
        <p className="text-sm text-stone-700">Join the room to chat.</p>
      )}
    </div>
  );
}

/** The compose box as it looks before its code has come: disabled, the same size. */
function ComposePlaceholder() {
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <input aria-label="Message" placeholder="Write a message…" disabled className={controlClass} />
      </div>
      <Button type="button" disabled>
        Send
      </Button>
    </div>
  );
}
