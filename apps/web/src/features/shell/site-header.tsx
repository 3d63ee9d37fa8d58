"use client";

import { usePathname } from "next/navigation";
import { IntentLink } from "~/components/intent-link";
import { cx } from "~/lib/cx";
import { isCurrent, MAIN_NAV } from "./nav-links";
import { UserMenu } from "./user-menu";

export function SiteHeader() {
  const pathname = usePathname() ?? "/";
  return (
    <header className="border-b border-brand-900/20 bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <IntentLink
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-display text-xl font-extrabold tracking-tight focus-visible:outline-white"
        >
          <LogoTiles />
          Wordhall
        </IntentLink>
        {/* A row of its own below the logo and the account up to a laptop's width, where the
            three side by side would leave the player's name a letter or two. */}
        <nav aria-label="Main" className="order-3 w-full lg:order-none lg:w-auto">
          <ul className="relative -mx-1 flex gap-1 overflow-x-auto">
            {MAIN_NAV.map((item) => {
              const current = isCurrent(pathname, item.href);
              return (
                <li key={item.href}>
                  <IntentLink
                    href={item.href}
                    aria-current={current ? "page" : undefined}
                    className={cx(
                      "block rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-white sm:px-3",
                      current
                        ? "bg-white/20 text-white"
                        : "text-violet-100 hover:bg-white/10 hover:text-white",
                    )}
                  >
                    {item.label}
                  </IntentLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* One height whatever it holds (the links, the player's menu, or nothing while the
            session loads), so the header never grows under the page; and no width of its own
            to wrap onto a line of its own (flex-basis 0): it takes what the row leaves and the
            name shortens to fit, so a long name on a phone does not push the page down as the
            session arrives. */}
        <div className="flex h-10 min-w-0 flex-1 basis-0 items-center justify-end">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

/** Two letter tiles: W for Word, H for Hall. */
function LogoTiles() {
  return (
    <span aria-hidden="true" className="flex gap-0.5">
      <span className="grid size-7 place-items-center rounded-md bg-omw-300 text-sm font-black text-stone-900 shadow">
        W
      </span>
      <span className="grid size-7 place-items-center rounded-md bg-buyword-300 text-sm font-black text-stone-900 shadow">
        H
      </span>
    </span>
  );
}
