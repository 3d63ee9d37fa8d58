"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { BoardSideGrid, count } from "@wordhall/ui";

export function BuiltInPacks() {
  const trpc = useTRPC();
  const packs = useQuery(trpc.packs.builtIn.queryOptions());

  if (packs.isPending) return <p className="text-stone-600">Loading the category boards…</p>;
  if (packs.isError) {
    return (
      <p role="alert" className="text-red-700">
        The category boards could not be loaded: {packs.error.message}
      </p>
    );
  }
  return (
    <div className="space-y-8">
      {packs.data.map((pack) => (
        <article key={pack.id} aria-labelledby={`pack-${pack.id}`} className="space-y-3">
          <header>
            <h3 id={`pack-${pack.id}`} className="text-xl font-semibold">
              {pack.title}
            </h3>
            <p className="text-sm text-stone-600">
              {pack.description} · {count(pack.sides.length, "board side")}
            </p>
          </header>
          <div className="grid gap-4 lg:grid-cols-2">
            {pack.sides.map((side) => (
              <BoardSideGrid key={side.name} name={side.name} categories={side.categories} />
            ))}
          </div>
        </article>
      ))}
    </div>
  );
}
