"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { SelectField } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { type KindFilter, openRoomsInput } from "./open-rooms-input";
import { RoomCard } from "./room-card";

/** Public rooms waiting for players, newest first; refreshed every few seconds. */
export function OpenRooms() {
  const trpc = useTRPC();
  const [kind, setKind] = useState<KindFilter>("all");
  const rooms = useInfiniteQuery(
    trpc.rooms.lobby.infiniteQueryOptions(openRoomsInput(kind), {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      refetchInterval: 10_000,
      staleTime: 5_000,
    }),
  );
  const items = rooms.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-4">
      <SelectField
        label="Show"
        value={kind}
        fieldClassName="max-w-xs"
        options={[
          { value: "all", label: "Both games" },
          { value: "oh-my-word", label: "Oh My Word" },
          { value: "buyword", label: "BuyWord" },
        ]}
        onChange={(e) => setKind(e.target.value as KindFilter)}
      />
      {rooms.isPending ? (
        <Loading label="Looking for open rooms…" />
      ) : rooms.isError ? (
        <ErrorMessage error={rooms.error} title="The lobby could not be loaded" />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          No open rooms right now. Open one and invite your friends!
        </p>
      ) : (
        <ul aria-label="Open rooms" className="grid gap-3 sm:grid-cols-2">
          {items.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </ul>
      )}
      {rooms.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => rooms.fetchNextPage()}
          busy={rooms.isFetchingNextPage}
          busyLabel="Loading…"
        >
          More rooms
        </Button>
      ) : null}
    </div>
  );
}
