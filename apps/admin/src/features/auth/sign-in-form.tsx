"use client";

import { authClient } from "@wordhall/client/auth";
import { signInSchema } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";

/** Email and password sign-in against better-auth; the server gate decides what comes next. */
export function SignInForm({ next }: { next: string }) {
  const router = useRouter();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(signInSchema, { defaultValues: { email: "", password: "" } });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.signIn.email({ email, password });
    if (failure) {
      setBusy(false);
      setError(failure.message ?? "Sign-in failed. Check your email and password.");
      return;
    }
    router.replace(next);
    router.refresh();
  });

  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={error ? errorId : undefined}>
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      {error ? (
        <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyLabel="Signing in…" className="w-full">
        Sign in
      </Button>
    </Form>
  );
}
