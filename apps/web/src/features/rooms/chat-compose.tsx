"use client";

import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { CHAT_MAX_LENGTH, chatBodySchema } from "@wordhall/client/contract";
import { Form, lengthProblem } from "@wordhall/ui";
import { FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { useLayoutEffect } from "react";
import { z } from "zod";
import { ErrorMessage } from "~/components/error-message";
import type { StandIn } from "~/lib/use-stand-in";

// A message as the API's sendChat takes it (the room is the page's).
const chatFormSchema = z.object({ body: chatBodySchema });

/**
 * The room chat's box to write in. A module of its own, loaded by the chat when someone means
 * to write (room-chat.tsx): it is the room page's one form, and the form library and the chat
 * schema's Zod would otherwise be in the first load and start-up of every room and table. It
 * takes over from the plain box that stood in for it: what was typed there, and the focus.
 */
export function ChatCompose({
  roomId,
  draft = "",
  focus = false,
  standIn,
}: {
  readonly roomId: string;
  readonly draft?: string;
  readonly focus?: boolean;
  /** The plain box this form replaces, still holding what was typed last. */
  readonly standIn?: StandIn;
}) {
  const trpc = useTRPC();
  const form = useSchemaForm(chatFormSchema, { defaultValues: { body: draft } });
  // Through the form's own handle on its field (the ref it holds), not a lookup by id. In the
  // commit that swaps the boxes, not after it: between the plain box leaving and a passive
  // effect, the focus was on nothing, and keys typed then were lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it takes over, not on later focus changes
  useLayoutEffect(() => {
    // What the plain box holds as it leaves, which may be newer than the draft this form was
    // drawn with: text typed between that render and this commit would otherwise be lost.
    const typed = standIn?.current?.value;
    if (typed !== undefined && typed !== form.getValues("body")) form.setValue("body", typed);
    if (focus) form.setFocus("body");
  }, []);
  const send = useMutation(
    trpc.rooms.sendChat.mutationOptions({ onSuccess: () => form.reset({ body: "" }) }),
  );
  const body = form.watch("body");
  // Nothing to send, or past the limit (the field says by how much): the button waits.
  const unsendable = !body.trim() || lengthProblem(body, CHAT_MAX_LENGTH) !== null;
  return (
    <Form
      onSubmit={form.handleSubmit(({ body: text }) => {
        if (!send.isPending) send.mutate({ roomId, body: text });
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
  );
}
