"use client";

import { useSession } from "@wordhall/client/auth";
import { Button } from "@wordhall/ui/kit";
import Link from "next/link";

/** "Go to the lobby" for players; "sign up / sign in" for visitors (on the hero's violet). */
export function HeroCta() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [first, second] = signedIn
    ? [
        { href: "/lobby", label: "Go to the lobby" },
        { href: "/rooms/new", label: "Open a room" },
      ]
    : [
        { href: "/sign-up", label: "Sign up free" },
        { href: "/lobby", label: "Look around the lobby" },
      ];
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <Button asChild variant="bright" size="lg">
        <Link href={first.href}>{first.label}</Link>
      </Button>
      <Button asChild variant="inverse" size="lg">
        <Link href={second.href}>{second.label}</Link>
      </Button>
    </div>
  );
}
