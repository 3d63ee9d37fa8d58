"use client";

import { useQueryClient } from "@tanstack/react-query";
import { signOut, useSession } from "@wordhall/client/auth";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { IntentLink } from "~/components/intent-link";
import { attempt } from "~/lib/attempt";
import { authHref } from "~/lib/auth-href";

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100";

/** Sign in / sign up when signed out; the player's name with a menu when signed in. */
export function UserMenu() {
  const session = useSession();
  const pathname = usePathname() ?? "/";
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Close on a click elsewhere or Escape (focus goes back to the button).
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  // Following a link in the menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  // While the session loads, an empty box of the links' height: the header must not grow
  // when they arrive (it pushed the whole page down, Lighthouse's worst layout shift).
  if (session.isPending) return <span aria-hidden="true" className="block h-9 w-24" />;

  const user = session.data?.user;
  if (!user) {
    // The auth pages themselves send people back where they came from, not to each other.
    const back = pathname.startsWith("/sign-") ? null : pathname;
    return (
      <div className="flex items-center gap-2 whitespace-nowrap">
        <IntentLink
          href={authHref("/sign-in", back)}
          className="rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
        >
          Sign in
        </IntentLink>
        <IntentLink
          href={authHref("/sign-up", back)}
          className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 shadow-sm hover:bg-violet-50 focus-visible:outline-white"
        >
          Sign up
        </IntentLink>
      </div>
    );
  }

  async function onSignOut() {
    setSigningOut(true);
    // Whether or not the server heard it, the page goes on as signed out.
    await attempt(signOut);
    // Everything cached belonged to the old session.
    queryClient.clear();
    setSigningOut(false);
    setOpen(false);
    router.push("/");
    router.refresh();
  }

  return (
    <div ref={wrapper} className="relative flex min-w-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${user.name}: account menu`}
        onClick={() => setOpen((o) => !o)}
        className="flex max-w-[14rem] min-w-0 items-center gap-2 rounded-full bg-white/10 py-1 pr-3 pl-1 text-sm font-semibold hover:bg-white/20 focus-visible:outline-white"
      >
        {/* The initial and the arrow are drawn by CSS, so the button's visible text is exactly
            the name its aria-label starts with (axe: label-content-name-mismatch). */}
        <span
          aria-hidden="true"
          data-initial={initial(user.name)}
          className="grid size-8 shrink-0 place-items-center rounded-full bg-omw-300 font-black text-stone-900 before:content-[attr(data-initial)]"
        />
        <span className="truncate">{user.name}</span>
        <span aria-hidden="true" className="after:content-['▾']" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-2 text-stone-900 shadow-lg"
        >
          <p className="truncate px-3 pt-1 pb-2 text-xs text-stone-600">Signed in as {user.email}</p>
          <ul>
            <li>
              <IntentLink className={itemClass} href="/profile">
                My profile
              </IntentLink>
            </li>
            <li>
              <IntentLink className={itemClass} href="/lobby#my-rooms">
                My rooms
              </IntentLink>
            </li>
            <li>
              <IntentLink className={itemClass} href="/boards">
                My boards
              </IntentLink>
            </li>
            <li className="mt-1 border-t border-stone-200 pt-1">
              <button type="button" className={itemClass} onClick={onSignOut} disabled={signingOut}>
                {signingOut ? "Signing out…" : "Sign out"}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function initial(name: string): string {
  return (name.trim()[0] ?? "?").toUpperCase();
}
