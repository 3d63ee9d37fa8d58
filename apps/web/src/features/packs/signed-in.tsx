"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { authHref } from "~/lib/auth-href";

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
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={authHref("/sign-in", path)}>Sign in</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={authHref("/sign-up", path)}>Create an account</Link>
        </Button>
      </div>
    </div>
  );
}
