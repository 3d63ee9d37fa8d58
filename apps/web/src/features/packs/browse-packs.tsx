"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { packBrowseSchema } from "@wordhall/client/contract";
import { count, TextField } from "@wordhall/ui";
import { textLimitAt } from "@wordhall/ui/fields";
import { Alert, Badge, Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { useDeferredValue, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { browseInput, nextBrowseCursor } from "./browse-query";

// A search box, not a form: the list follows each keystroke. Its limit is the API's.
const SEARCH_LIMIT = textLimitAt(packBrowseSchema, "search");

/** Approved public packs, featured ones first (the server's order), searchable by title. */
export function BrowsePacks() {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim());
  const packs = useInfiniteQuery(
    trpc.packs.browse.infiniteQueryOptions(browseInput(query), { getNextPageParam: nextBrowseCursor }),
  );
  const items = packs.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-5">
      <search className="block max-w-md">
        <TextField
          label="Search packs by title"
          type="search"
          value={search}
          limit={SEARCH_LIMIT}
          onChange={(e) => setSearch(e.target.value)}
        />
      </search>
      {packs.isPending ? <Loading label="Loading packs…" /> : null}
      <ErrorMessage error={packs.error} title="Packs could not be loaded." />
      {packs.isSuccess && items.length === 0 ? (
        <Alert tone="info">
          {query ? `No public pack has "${query}" in its title.` : "No public packs yet."}
        </Alert>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((pack) => {
          const titleId = `pack-${pack.id}`;
          return (
            <li key={pack.id}>
              <article
                aria-labelledby={titleId}
                className="h-full space-y-2 rounded-2xl border border-stone-200 bg-white p-4 wrap-anywhere shadow-sm"
              >
                <header className="flex flex-wrap items-center gap-2">
                  <h2 id={titleId} className="min-w-0 text-lg font-semibold wrap-anywhere">
                    <Link href={`/packs/${pack.id}`} className="hover:underline">
                      {pack.title}
                    </Link>
                  </h2>
                  {pack.featured ? <Badge tone="brand">Featured</Badge> : null}
                  {pack.builtIn ? <Badge>Built in</Badge> : null}
                </header>
                <p className="text-sm text-stone-700">
                  {count(pack.sides.length, "side")} · {pack.language}
                  {pack.author ? <> · by {pack.author.name}</> : null}
                </p>
                {pack.description ? <p className="text-sm text-stone-800">{pack.description}</p> : null}
                <p className="text-sm text-stone-600">
                  {pack.sides
                    .slice(0, 3)
                    .map((s) => s.name)
                    .join(" · ")}
                  {pack.sides.length > 3 ? " …" : ""}
                </p>
              </article>
            </li>
          );
        })}
      </ul>
      {packs.hasNextPage ? (
        <Button
          variant="secondary"
          busy={packs.isFetchingNextPage}
          busyLabel="Loading…"
          onClick={() => void packs.fetchNextPage()}
        >
          More packs
        </Button>
      ) : null}
    </div>
  );
}
