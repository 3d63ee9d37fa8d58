"use client";

import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { CHAT_MAX_LENGTH, chatBodySchema } from "@wordhall/client/contract";
import { Form, lengthProblem } from "@wordhall/ui";
import { FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { ErrorMessage } from "~/components/error-message";
import { timeText } from "~/features/profile/game-labels";
import { useHydrated } from "~/lib/use-hydrated";
import type { RoomView } from "./room-types";

// A message as the API's sendChat takes it (the room is the page's).
const chatFormSchema = z.object({ body: chatBodySchema });

/** The room's chat: the latest messages (live), and a box to write in for members. */
export function RoomChat({ room, myId }: { readonly room: RoomView; readonly myId: string | null }) {
  const trpc = useTRPC();
  const form = useSchemaForm(chatFormSchema, { defaultValues: { body: "" } });
  const local = useHydrated();
  const send = useMutation(
    trpc.rooms.sendChat.mutationOptions({ onSuccess: () => form.reset({ body: "" }) }),
  );
  const log = useRef<HTMLDivElement>(null);
  const count = room.chat.length;
  const last = room.chat[count - 1]?.id;

  // Keep the newest message in view as they arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  const body = form.watch("body");
  // Nothing to send, or past the limit (the field says by how much): the button waits.
  const unsendable = !body.trim() || lengthProblem(body, CHAT_MAX_LENGTH) !== null;
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
        <Form
          onSubmit={form.handleSubmit(({ body: text }) => {
            if (!send.isPending) send.mutate({ roomId: room.id, body: text });
          })}
          noValidate
          className="space-y-2"
        >
          <div className="flex items-start gap-2">
            <FormTextField
              form={form}
              name="body"
              id="chat-message"
              label="Message"
              hideLabel
              autoComplete="off"
              placeholder="Write a message…"
              fieldClassName="min-w-0 flex-1"
            />
            <Button type="submit" disabled={unsendable} busy={send.isPending}>
              Send
            </Button>
          </div>
          <ErrorMessage error={send.error} />
        </Form>
      ) : (
        <p className="text-sm text-stone-700">Join the room to chat.</p>
      )}
    </div>
  );
}
