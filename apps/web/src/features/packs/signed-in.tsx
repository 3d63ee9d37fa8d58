"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/api/client";
import { usePathname } from "next/navigation";
import { ButtonLink } from "~/components/button";

/** Who is signed in (null when nobody), from the API's own session check. */
export function useSignedIn() {
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  return { pending: me.isPending, user: me.data ?? null };
}

/** What a signed-out visitor sees on a page that needs an account, with the way back here. */
export function SignInNeeded({ what }: { readonly what: string }) {
  const path = usePathname();
  const next = encodeURIComponent(path);
  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6">
      <p className="text-lg">Sign in to {what}.</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink href={`/sign-in?next=${next}`}>Sign in</ButtonLink>
        <ButtonLink href={`/sign-up?next=${next}`} variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    </div>
  );
}
