"use client";

import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { Form } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import type { RoomView } from "./room-types";

const MAX_LENGTH = 300;

/** The room's chat: the latest messages (live), and a box to write in for members. */
export function RoomChat({ room, myId }: { readonly room: RoomView; readonly myId: string | null }) {
  const trpc = useTRPC();
  const [body, setBody] = useState("");
  const send = useMutation(trpc.rooms.sendChat.mutationOptions({ onSuccess: () => setBody("") }));
  const log = useRef<HTMLDivElement>(null);
  const count = room.chat.length;
  const last = room.chat[count - 1]?.id;

  // Keep the newest message in view as they arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text || send.isPending) return;
    send.mutate({ roomId: room.id, body: text });
  }

  const tooLong = body.length > MAX_LENGTH;
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
                {new Date(m.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
              </time>
              <p className="text-stone-900">{m.body}</p>
            </li>
          ))}
        </ol>
      </div>
      {room.me ? (
        <Form onSubmit={onSubmit} className="space-y-2">
          <label htmlFor="chat-message" className="sr-only">
            Message
          </label>
          <div className="flex gap-2">
            <input
              id="chat-message"
              value={body}
              onChange={(e) => setBody(e.target.value)}
              autoComplete="off"
              placeholder="Write a message…"
              aria-invalid={tooLong || undefined}
              aria-describedby="chat-count"
              className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 focus:border-brand-600 focus:outline-3 focus:outline-brand-300"
            />
            <Button type="submit" disabled={!body.trim() || tooLong} busy={send.isPending}>
              Send
            </Button>
          </div>
          <p id="chat-count" className={tooLong ? "text-sm font-medium text-red-700" : "sr-only"}>
            {tooLong
              ? `Messages are at most ${MAX_LENGTH} characters (${body.length} now).`
              : `Up to ${MAX_LENGTH} characters.`}
          </p>
          <ErrorMessage error={send.error} />
        </Form>
      ) : (
        <p className="text-sm text-stone-700">Join the room to chat.</p>
      )}
    </div>
  );
}
