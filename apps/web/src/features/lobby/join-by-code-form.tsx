"use client";

import { inviteCodeInputSchema, normaliseInviteCode } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { useRouter } from "next/navigation";
import { useLayoutEffect } from "react";
import { z } from "zod";
import type { StandIn } from "~/lib/use-stand-in";
import { CODE_FIELD, FIND_BUTTON_CLASS, FORM_CLASS } from "./join-by-code-field";

// The code as the API's room lookup takes it (any case, spaces or dashes between groups).
const joinByCodeSchema = z.object({ code: inviteCodeInputSchema });

/**
 * Type the code a friend read out; the invite page shows the room and the way in. A chunk of
 * its own, loaded by the lobby's stand-in (join-by-code.tsx) when someone reaches for it, with
 * what was typed there, whether it had the focus and whether it was already sent.
 */
export function JoinByCodeForm({
  draft = "",
  focus = false,
  sent = false,
  standIn,
}: {
  readonly draft?: string;
  readonly focus?: boolean;
  readonly sent?: boolean;
  /** The stand-in's field this form replaces, still holding what was typed last. */
  readonly standIn?: StandIn;
}) {
  const router = useRouter();
  const form = useSchemaForm(joinByCodeSchema, { defaultValues: { code: draft } });
  const submit = form.handleSubmit(({ code }) => router.push(`/join/${normaliseInviteCode(code)}`));
  // In the commit that swaps the forms, so keys typed meanwhile land in this one (as the chat's box).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what the stand-in handed over
  useLayoutEffect(() => {
    // What the stand-in holds as it leaves may be newer than the draft this form was drawn with.
    const typed = standIn?.current?.value;
    if (typed !== undefined && typed !== form.getValues("code")) form.setValue("code", typed);
    if (focus) form.setFocus("code");
    // Sent from the stand-in before this code came: sent now, checked as if pressed here.
    if (sent) void submit();
  }, []);

  return (
    <Form onSubmit={submit} noValidate className={FORM_CLASS}>
      <FormTextField form={form} name="code" {...CODE_FIELD} />
      <Button type="submit" className={FIND_BUTTON_CLASS}>
        Find room
      </Button>
    </Form>
  );
}
