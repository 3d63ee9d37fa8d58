import { safeNext } from "@wordhall/ui";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "~/features/auth/sign-in-form";
import { adminEnv } from "~/lib/env";
import { currentUser } from "~/lib/session";

export const metadata: Metadata = { title: "Sign in · Wordhall admin" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Only a path on this site may follow sign-in, never another site (the same rule as the
  // players' site).
  const next = safeNext((await searchParams).next, "/");
  // Someone already signed in goes on; the dashboard's gate tells a player they have no access.
  if (await currentUser()) redirect(next);
  const webUrl = adminEnv().WEB_URL;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 px-4">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Wordhall admin</h1>
        <p className="text-slate-700">
          The moderators’ dashboard: review the category packs players submit, and look after the community.
        </p>
      </header>
      <section aria-labelledby="sign-in-heading" className="space-y-4 rounded-xl bg-white p-6 shadow">
        <h2 id="sign-in-heading" className="text-xl font-semibold">
          Sign in
        </h2>
        <p className="text-sm text-slate-700">For moderators and admins, with your Wordhall account.</p>
        <SignInForm next={next} />
        <p className="text-sm text-slate-700">
          No account yet?{" "}
          <a href={webUrl} className="font-medium text-sky-800 underline">
            Sign up on Wordhall
          </a>
          ; an admin then gives you the moderator role.
        </p>
      </section>
    </main>
  );
}
