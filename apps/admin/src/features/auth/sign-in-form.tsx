"use client";

import { authClient } from "@wordhall/client/auth";
import { Form } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";

/** Email and password sign-in against better-auth; the server gate decides what comes next. */
export function SignInForm({ next }: { next: string }) {
  const router = useRouter();
  const emailId = useId();
  const passwordId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.signIn.email({
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    if (failure) {
      setBusy(false);
      setError(failure.message ?? "Sign-in failed. Check your email and password.");
      return;
    }
    router.replace(next);
    router.refresh();
  }

  return (
    <Form onSubmit={onSubmit} className="space-y-4" aria-describedby={error ? `${emailId}-error` : undefined}>
      <div className="space-y-1">
        <label htmlFor={emailId} className="block text-sm font-medium">
          Email
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          required
          className="w-full rounded-md border border-slate-400 px-3 py-2 focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={passwordId} className="block text-sm font-medium">
          Password
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="w-full rounded-md border border-slate-400 px-3 py-2 focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
        />
      </div>
      {error ? (
        <p
          id={`${emailId}-error`}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyLabel="Signing in…" className="w-full">
        Sign in
      </Button>
    </Form>
  );
}
