"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import { count } from "@wordhall/ui";
import { Badge, Button, Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ErrorMessage } from "~/components/error-message";
import { GAME_NAME, GAME_TONE } from "~/components/game-names";
import { Loading } from "~/components/loading";
import { authHref } from "~/lib/auth-href";

/**
 * The invite link's page: what the room is, then "join as a player" or "watch". Signed-out
 * visitors are sent to sign in (or up) and come straight back here.
 */
export function JoinRoom({ code }: { readonly code: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const session = useSession();
  const room = useQuery(trpc.rooms.byCode.queryOptions({ code }, { retry: false }));
  const join = useMutation(
    trpc.rooms.join.mutationOptions({ onSuccess: (joined) => router.push(`/rooms/${joined.roomId}`) }),
  );

  if (room.isPending) return <Loading label="Finding the room…" page />;
  if (room.isError) {
    return (
      <Card className="mx-auto max-w-lg space-y-4">
        <h1 className="font-display text-2xl font-bold">This invite doesn't open a room</h1>
        <ErrorMessage error={room.error} />
        <Button asChild variant="secondary">
          <Link href="/lobby">Go to the lobby</Link>
        </Button>
      </Card>
    );
  }
  const r = room.data;
  const full = r.seatsTaken >= r.seatCount;
  const here = `/join/${r.code}`;
  return (
    <Card className="mx-auto max-w-lg space-y-5">
      <div className="space-y-2">
        <p className="text-sm font-semibold tracking-wide text-stone-600 uppercase">You're invited to</p>
        <h1 className="font-display text-3xl font-bold break-words">{r.name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-stone-700">
          <Badge tone={GAME_TONE[r.kind]}>{GAME_NAME[r.kind]}</Badge>
          <span>hosted by {r.host.name}</span>
        </div>
        <p className="text-stone-800">
          {r.seatsTaken} of {count(r.seatCount, "seat")} taken
          {r.spectators > 0 ? `, ${r.spectators} watching` : ""}.
        </p>
      </div>
      {session.isPending ? (
        <Loading />
      ) : session.data?.user ? (
        <div className="space-y-3">
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() => join.mutate({ code: r.code, as: "player" })}
              disabled={join.isPending || join.isSuccess}
              title={full ? "All seats are taken; you can still watch." : undefined}
            >
              Join as a player
            </Button>
            <Button
              variant="secondary"
              onClick={() => join.mutate({ code: r.code, as: "spectator" })}
              disabled={join.isPending || join.isSuccess}
            >
              Watch as a spectator
            </Button>
          </div>
          {full ? <p className="text-sm text-stone-700">Every seat is taken, but you can watch.</p> : null}
          <ErrorMessage error={join.error} title="Couldn't join" />
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-stone-800">
            Sign in or create an account to join as a player or watch. You'll come straight back here.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link href={authHref("/sign-up", here)}>Create an account</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={authHref("/sign-in", here)}>Sign in</Link>
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
