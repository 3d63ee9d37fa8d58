"use client";

import { inviteCodeInputSchema, normaliseInviteCode } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { useRouter } from "next/navigation";
import { z } from "zod";

// The code as the API's room lookup takes it (any case, spaces or dashes between groups).
const joinByCodeSchema = z.object({ code: inviteCodeInputSchema });

/** Type the code a friend read out; the invite page shows the room and the way in. */
export function JoinByCode() {
  const router = useRouter();
  const form = useSchemaForm(joinByCodeSchema, { defaultValues: { code: "" } });

  return (
    <Form
      onSubmit={form.handleSubmit(({ code }) => router.push(`/join/${normaliseInviteCode(code)}`))}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <FormTextField
        form={form}
        name="code"
        label="Invite code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="7KQ2MX"
        fieldClassName="min-w-0 flex-1 basis-40"
        className="font-mono tracking-widest uppercase"
      />
      <Button type="submit" className="sm:mt-6">
        Find room
      </Button>
    </Form>
  );
}
