"use client";

import { useTRPCClient } from "@wordhall/client";
import { Alert, Button, Card } from "@wordhall/ui/kit";
import { SignInLinks } from "~/components/sign-in-links";
import type { RoomView } from "./room-types";
import type { useRoomAction } from "./use-room-action";

// What a room shows someone who is not in it: the way in for a signed-out visitor, and the
// join or watch buttons for anyone else. A chunk of its own: the room's members, who are
// nearly everyone opening a room, never load it.

export function SignInToOpen({ roomId }: { readonly roomId: string }) {
  const here = `/rooms/${roomId}`;
  return (
    <Card className="mx-auto max-w-lg space-y-4">
      <h1 className="font-display text-2xl font-bold">Sign in to join or watch this room</h1>
      <p className="text-stone-800">
        This room is open to its members only, or no longer open. Sign in or create an account and you'll come
        straight back here.
      </p>
      <SignInLinks back={here} className="gap-3" />
    </Card>
  );
}

export function JoinPrompt({
  room,
  signedIn,
  action,
}: {
  readonly room: RoomView;
  readonly signedIn: boolean;
  readonly action: ReturnType<typeof useRoomAction>;
}) {
  const client = useTRPCClient();
  const here = `/rooms/${room.id}`;
  const join = (as: "player" | "spectator") =>
    action.run(`join-${as}`, () => client.rooms.join.mutate({ roomId: room.id, as }));
  return (
    <Alert tone="info" title={signedIn ? "You're looking in from outside" : "Sign in to join this room"}>
      {signedIn ? (
        <div className="mt-2 flex flex-wrap gap-3">
          {room.status !== "playing" ? (
            <Button onClick={() => join("player")} busy={action.pending === "join-player"}>
              Join as a player
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => join("spectator")}
            busy={action.pending === "join-spectator"}
          >
            Watch as a spectator
          </Button>
        </div>
      ) : (
        <div className="mt-2 space-y-3">
          <p>
            {room.status === "playing"
              ? "You're watching as a visitor. Sign in or create an account to chat and play the next game; you'll come straight back here."
              : "Sign in or create an account to take a seat, watch as a spectator and chat; you'll come straight back here."}
          </p>
          <SignInLinks back={here} className="gap-3" />
        </div>
      )}
    </Alert>
  );
}
