"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { count } from "@wordhall/ui";
import { Card } from "@wordhall/ui/kit";
import Link from "next/link";

/**
 * The packs moderators featured, as a short shelf beside the open rooms. It is an extra on
 * the lobby, so it takes no room at all until there is something to show: nothing while
 * loading, when nothing is featured, or if the shelf can't be loaded (the rooms still can).
 */
export function FeaturedPacks() {
  const trpc = useTRPC();
  const featured = useQuery({ ...trpc.packs.featured.queryOptions(), staleTime: 60_000 });
  if (!featured.data?.length) return null;
  return (
    <Card as="section" aria-labelledby="featured-heading" className="space-y-3">
      <h2 id="featured-heading" className="font-display text-xl font-bold">
        Featured packs
      </h2>
      <p className="text-sm text-stone-700">Category boards picked by the moderators, for Oh My Word.</p>
      <ul aria-labelledby="featured-heading" className="divide-y divide-stone-200">
        {featured.data.map((pack) => (
          <li key={pack.id} className="py-2 wrap-anywhere first:pt-0 last:pb-0">
            <Link
              href={`/packs/${pack.id}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {pack.title}
            </Link>
            <p className="text-sm text-stone-700">
              {count(pack.sideNames.length, "side")}
              {pack.author ? ` · by ${pack.author.name}` : pack.builtIn ? " · built in" : ""}
            </p>
          </li>
        ))}
      </ul>
      <Link
        href="/packs"
        className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        All category packs
      </Link>
    </Card>
  );
}
