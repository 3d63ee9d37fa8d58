"use client";

import { useQueryClient } from "@tanstack/react-query";
import { signIn, signUp } from "@wordhall/client/auth";
import { Form, safeNext } from "@wordhall/ui";
import { Button, Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { TextField } from "~/components/text-field";
import { AFTER_SIGN_IN, authHref } from "~/lib/auth-href";
import { type AuthErrors, validateAuthForm } from "./validate-auth-form";

export type AuthMode = "sign-in" | "sign-up";

/**
 * Sign in or sign up, then go back where the player was heading (an invite link, the
 * lobby). Checks the obvious mistakes here; the server decides the rest and its messages
 * (wrong password, too many attempts, email taken, a too common password) are shown as
 * they come.
 */
export function AuthForm({ mode, next }: { readonly mode: AuthMode; readonly next: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<AuthErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const destination = safeNext(next, AFTER_SIGN_IN);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      name: String(data.get("name") ?? ""),
      email: String(data.get("email") ?? ""),
      password: String(data.get("password") ?? ""),
    };
    const found = validateAuthForm(mode, values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result =
        mode === "sign-up"
          ? await signUp.email({
              name: values.name.trim(),
              email: values.email.trim(),
              password: values.password,
            })
          : await signIn.email({ email: values.email.trim(), password: values.password });
      if (result.error) {
        setServerError(result.error);
        return;
      }
      // Anything cached was fetched as a signed-out visitor.
      queryClient.clear();
      router.replace(destination);
      router.refresh();
    } catch (error) {
      setServerError(error);
    } finally {
      setBusy(false);
    }
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
      <Form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        {signingUp ? (
          <TextField
            label="Display name"
            name="name"
            autoComplete="nickname"
            limit={40}
            required
            error={errors.name}
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={signingUp ? "new-password" : "current-password"}
          required
          hint={
            signingUp
              ? "At least 10 characters, and not a common password: attackers try those first. A few words of your own are easy to remember."
              : undefined
          }
          error={errors.password}
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
