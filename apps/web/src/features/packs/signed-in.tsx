"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { usePathname } from "next/navigation";
import { SignInLinks } from "~/components/sign-in-links";

/** Who is signed in (null when nobody), from the API's own session check. */
export function useSignedIn() {
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  return { pending: me.isPending, user: me.data ?? null };
}

/** What a signed-out visitor sees on a page that needs an account, with the way back here. */
export function SignInNeeded({ what }: { readonly what: string }) {
  const path = usePathname();
  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6">
      <p className="text-lg">Sign in to {what}.</p>
      <SignInLinks back={path} className="gap-2" />
    </div>
  );
}
