"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { readonly href: string };

/**
 * A link that fetches its page when the reader reaches for it (the pointer over it, a touch, the
 * keyboard's focus), not as soon as it is on screen. For the links every page carries (the
 * header, the footer, "How to play"): fetched on sight, the half-dozen routes they point to
 * arrived and were parsed while a table was still hydrating, long tasks on a phone's main thread
 * for pages a player at a table rarely opens. From reach to click there is still time to fetch
 * the page, so the click stays a quick, client-side navigation.
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...rest }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => {
    // A new tab loads the page itself: nothing here would use the fetch.
    if (rest.target !== "_blank") router.prefetch(href);
  };
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
