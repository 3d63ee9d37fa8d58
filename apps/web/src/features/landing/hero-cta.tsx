"use client";

import { useSession } from "@wordhall/client/auth";
import Link from "next/link";

const primary =
  "inline-flex min-h-12 items-center rounded-lg bg-white px-6 text-lg font-semibold text-brand-800 shadow hover:bg-violet-50 focus-visible:outline-white";
const secondary =
  "inline-flex min-h-12 items-center rounded-lg border border-white/60 px-6 text-lg font-semibold text-white hover:bg-white/10 focus-visible:outline-white";

/** "Go to the lobby" for players; "sign up / sign in" for visitors. */
export function HeroCta() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      {signedIn ? (
        <>
          <Link href="/lobby" className={primary}>
            Go to the lobby
          </Link>
          <Link href="/rooms/new" className={secondary}>
            Open a room
          </Link>
        </>
      ) : (
        <>
          <Link href="/sign-up" className={primary}>
            Sign up free
          </Link>
          <Link href="/lobby" className={secondary}>
            Look around the lobby
          </Link>
        </>
      )}
    </div>
  );
}
