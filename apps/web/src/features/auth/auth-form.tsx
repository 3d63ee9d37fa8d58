"use client";

import { useQueryClient } from "@tanstack/react-query";
import { signIn, signUp } from "@wordhall/client/auth";
import { PASSWORD_MIN_LENGTH, signInSchema, signUpSchema } from "@wordhall/client/contract";
import { count, Form, safeNext } from "@wordhall/ui";
import { FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button, Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { ErrorMessage } from "~/components/error-message";
import { attempt } from "~/lib/attempt";
import { AFTER_SIGN_IN, authHref } from "~/lib/auth-href";

export type AuthMode = "sign-in" | "sign-up";

// The server's own rules (the API's account rules). Signing in has no name field: its value
// stays the empty default and is never sent.
const SCHEMAS = {
  "sign-up": signUpSchema,
  "sign-in": signInSchema.extend({ name: z.string() }),
} as const;

/**
 * Sign in or sign up, then go back where the player was heading (an invite link, the
 * lobby). The form checks what the server's rules say beside each field; the server decides
 * the rest and its messages (wrong password, too many attempts, email taken, a too common
 * password) are shown as they come.
 */
export function AuthForm({ mode, next }: { readonly mode: AuthMode; readonly next: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const destination = safeNext(next, AFTER_SIGN_IN);
  const form = useSchemaForm(SCHEMAS[mode], { defaultValues: { name: "", email: "", password: "" } });

  async function onValid(values: { name: string; email: string; password: string }) {
    setServerError(null);
    setBusy(true);
    const sent = await attempt(() =>
      mode === "sign-up"
        ? signUp.email({ name: values.name, email: values.email, password: values.password })
        : signIn.email({ email: values.email, password: values.password }),
    );
    if (!sent.ok) setServerError(sent.error);
    else if (sent.value.error) setServerError(sent.value.error);
    else {
      // Anything cached was fetched as a signed-out visitor.
      queryClient.clear();
      router.replace(destination);
      router.refresh();
    }
    setBusy(false);
  }

  const signingUp = mode === "sign-up";
  return (
    <Card className="mx-auto w-full max-w-md">
      <h1 className="font-display text-3xl font-bold tracking-tight">
        {signingUp ? "Create your account" : "Sign in"}
      </h1>
      <p className="mt-1 text-stone-700">
        {signingUp ? "Pick the name other players will see." : "Welcome back. Your table is waiting."}
      </p>
      <Form className="mt-6 space-y-4" onSubmit={form.handleSubmit(onValid)} noValidate>
        {signingUp ? (
          <FormTextField form={form} name="name" label="Display name" autoComplete="nickname" required />
        ) : null}
        <FormTextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormTextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete={signingUp ? "new-password" : "current-password"}
          required
          hint={
            signingUp
              ? `At least ${count(PASSWORD_MIN_LENGTH, "character")}, and not a common password: attackers try those first. A few words of your own are easy to remember.`
              : undefined
          }
        />
        <ErrorMessage
          error={serverError}
          title={signingUp ? "Couldn't create the account" : "Couldn't sign in"}
        />
        <Button
          type="submit"
          className="w-full"
          busy={busy}
          busyLabel={signingUp ? "Creating account…" : "Signing in…"}
        >
          {signingUp ? "Create account" : "Sign in"}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-stone-700">
        {signingUp ? "Already have an account? " : "New to Wordhall? "}
        <Link
          className="font-semibold text-brand-700 underline underline-offset-4"
          href={authHref(signingUp ? "/sign-in" : "/sign-up", next)}
        >
          {signingUp ? "Sign in" : "Create an account"}
        </Link>
      </p>
    </Card>
  );
}
