"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export const NAV_ITEMS = [
  { href: "/", label: "Overview" },
  { href: "/packs", label: "Pack queue" },
  { href: "/reports", label: "Reports" },
  { href: "/users", label: "Users" },
  { href: "/games", label: "Rooms and games" },
  { href: "/lexicon", label: "Lexicon" },
  { href: "/audit", label: "Audit log" },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The sections of the dashboard: a column on wide screens, a scrolling row on phones. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Sections">
      <ul className="relative flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {NAV_ITEMS.map((item) => {
          const current = isCurrent(pathname, item.href);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
                  current ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-200"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
