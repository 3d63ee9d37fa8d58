"use client";

import { Form } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { TextField } from "~/components/text-field";
import { normaliseCode } from "./invite-code";

/** Type the code a friend read out; the invite page shows the room and the way in. */
export function JoinByCode() {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseCode(code);
    if (normalised.length < 4 || normalised.length > 20 || !/^[A-Z0-9]+$/.test(normalised)) {
      setError("Invite codes are six letters and digits, like 7KQ2MX.");
      return;
    }
    setError(null);
    router.push(`/join/${normalised}`);
  }

  return (
    <Form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        label="Invite code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="7KQ2MX"
        error={error}
        fieldClassName="min-w-0 flex-1 basis-40"
        className="font-mono tracking-widest uppercase"
      />
      <Button type="submit" className="sm:mt-6">
        Find room
      </Button>
    </Form>
  );
}
