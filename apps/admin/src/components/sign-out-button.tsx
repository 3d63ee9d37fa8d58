"use client";

import { authClient } from "@wordhall/client/auth";
import { Button, type ButtonVariant } from "@wordhall/ui/kit";
import { useRouter } from "next/navigation";
import { useState } from "react";

export function SignOutButton({ variant = "secondary" }: { variant?: ButtonVariant }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size="sm"
      // Beside a long name on a phone it keeps its one line; the name wraps instead.
      className="shrink-0 whitespace-nowrap"
      busy={busy}
      busyLabel="Signing out…"
      onClick={async () => {
        setBusy(true);
        await authClient.signOut();
        // A full refresh re-runs the server gate, which now sends the visitor to sign in.
        router.replace("/sign-in");
        router.refresh();
      }}
    >
      Sign out
    </Button>
  );
}
