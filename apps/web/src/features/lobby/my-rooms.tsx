"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import Link from "next/link";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { useSignedInNow } from "~/features/auth/use-signed-in-now";
import { authHref } from "~/lib/auth-href";
import { RoomCard } from "./room-card";

/** The rooms the player is in (hosting, seated or watching). */
export function MyRooms() {
  const trpc = useTRPC();
  const { pending, signedIn } = useSignedInNow();
  const rooms = useQuery({ ...trpc.rooms.mine.queryOptions(), enabled: signedIn, refetchInterval: 15_000 });

  if (pending) return <Loading />;
  if (!signedIn) {
    return (
      <p className="text-stone-700">
        <Link className="font-semibold text-brand-700 underline" href={authHref("/sign-in", "/lobby")}>
          Sign in
        </Link>{" "}
        to see your rooms and to open or join one.
      </p>
    );
  }
  if (rooms.isPending) return <Loading label="Loading your rooms…" />;
  if (rooms.isError) return <ErrorMessage error={rooms.error} />;
  if (rooms.data.length === 0) return <p className="text-stone-700">You're not in any room yet.</p>;
  return (
    <ul aria-label="My rooms" className="grid gap-3 sm:grid-cols-2">
      {rooms.data.map((room) => (
        <RoomCard key={room.id} room={room} />
      ))}
    </ul>
  );
}
