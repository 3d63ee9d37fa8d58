"use client";

import { useTRPCClient } from "@wordhall/client";
import { count, listPeople, person } from "@wordhall/ui";
import { Button, Card } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import { useState } from "react";
import { GAME_NAME } from "~/components/game-names";
import { Loading } from "~/components/loading";
import { InvitePanel } from "./invite-panel";
import { PeopleHere } from "./people-here";
import { RoomChat } from "./room-chat";
import { roomControls } from "./room-controls";
import type { PresenceEntry, RoomView } from "./room-types";
import { SeatList } from "./seat-list";
import { SettingsSummary } from "./settings-summary";
import type { useRoomAction } from "./use-room-action";

const MIN_PLAYERS = { "oh-my-word": 2, buyword: 1 } as const;

// Only the host opens the settings editor, and only when they ask: its forms (the form
// library, the settings' Zod schemas) load then, not with every room.
const RoomSettingsEditor = dynamic(() => import("./room-settings-editor").then((m) => m.RoomSettingsEditor), {
  ssr: false,
  loading: () => <Loading label="Loading the settings…" />,
});

/**
 * A room before its game (or between games): the seats with ready and start, the settings,
 * and chat, people and the invite beside them. The room page loads it with next/dynamic.
 */
export function WaitingRoom({
  room,
  presence,
  myId,
  action,
}: {
  readonly room: RoomView;
  readonly presence: readonly PresenceEntry[];
  readonly myId: string | null;
  /** The page's room actions: one at a time, their error shown under the page's header. */
  readonly action: ReturnType<typeof useRoomAction>;
}) {
  const client = useTRPCClient();
  const [editing, setEditing] = useState(false);
  const me = room.me;
  const canChangeSeats = room.status !== "playing" && room.status !== "closed";
  const seated = room.seats.filter((s) => s.player !== null);
  const notReady = seated
    .filter((s) => !s.ready)
    .map((s) => person(s.player?.name ?? "", s.player !== null && s.player.id === myId));
  const enough = seated.length >= MIN_PLAYERS[room.kind];
  const controls = roomControls(room);
  const solo = controls.solo;
  const roomId = room.id;

  const kick = (userId: string, name: string) => {
    if (!window.confirm(`Remove ${name} from the room? They won't be able to come back.`)) return;
    void action.run("kick", () => client.rooms.kick.mutate({ roomId, userId }));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <Card as="section" aria-labelledby="seats-heading" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="seats-heading" className="font-display text-xl font-bold">
              Seats
            </h2>
            <p className="text-sm text-stone-700">
              {seated.length} of {room.seats.length} taken
            </p>
          </div>
          <SeatList
            room={room}
            presence={presence}
            myId={myId}
            busy={action.pending !== null}
            canChangeSeats={canChangeSeats}
            onSit={(seat) => action.run("sit", () => client.rooms.takeSeat.mutate({ roomId, seat }))}
            onStand={() => action.run("stand", () => client.rooms.leaveSeat.mutate({ roomId }))}
            onKick={kick}
            onAddBot={(seat, level) =>
              action.run("bot", () => client.rooms.addBot.mutate({ roomId, seat, level }))
            }
            onRemoveBot={(seat) => action.run("bot", () => client.rooms.removeBot.mutate({ roomId, seat }))}
          />
          <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
            {me && controls.ready ? (
              <Button
                variant={me.ready ? "secondary" : "primary"}
                busy={action.pending === "ready"}
                onClick={() =>
                  action.run("ready", () => client.rooms.setReady.mutate({ roomId, ready: !me.ready }))
                }
              >
                {me.ready ? "Not ready" : "I'm ready"}
              </Button>
            ) : me && seated.length < room.seats.length ? (
              <Button
                variant="secondary"
                busy={action.pending === "sit"}
                onClick={() => action.run("sit", () => client.rooms.takeSeat.mutate({ roomId }))}
              >
                Take a seat
              </Button>
            ) : null}
            {controls.start ? (
              <Button
                busy={action.pending === "start"}
                busyLabel="Starting…"
                disabled={!enough || (!solo && notReady.length > 0)}
                onClick={() => action.run("start", () => client.rooms.start.mutate({ roomId }))}
              >
                {controls.start}
              </Button>
            ) : null}
            <p className="text-sm text-stone-700" aria-live="polite">
              {solo
                ? enough
                  ? "A solo game: play for a rating band."
                  : "Take the seat to play."
                : !enough
                  ? `${GAME_NAME[room.kind]} needs at least ${count(MIN_PLAYERS[room.kind], "seated player")}.`
                  : notReady.length > 0
                    ? `Waiting for ${listPeople(notReady)} to get ready.`
                    : me?.isHost
                      ? "Everyone is ready: start when you like."
                      : "Everyone is ready: the host can start."}
            </p>
          </div>
        </Card>

        <Card as="section" aria-labelledby="settings-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="settings-heading" className="font-display text-xl font-bold">
              Settings
            </h2>
            {me?.isHost && !editing ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Change settings
              </Button>
            ) : null}
          </div>
          {editing && me?.isHost ? (
            <RoomSettingsEditor room={room} onDone={() => setEditing(false)} />
          ) : (
            <SettingsSummary room={room} />
          )}
        </Card>
      </div>

      <SidePanels
        room={room}
        presence={presence}
        myId={myId}
        inviteFirst
        invite={controls.invite}
        className="min-w-0 space-y-6"
      />
    </div>
  );
}

/** Chat, people and the invite beside the waiting room (during a game: PlayingPanels' tabs). */
function SidePanels({
  room,
  presence,
  myId,
  className,
  inviteFirst = false,
  invite: showInvite = true,
}: {
  readonly room: RoomView;
  readonly presence: readonly PresenceEntry[];
  readonly myId: string | null;
  readonly className: string;
  readonly inviteFirst?: boolean;
  /** A solo room has nobody to invite. */
  readonly invite?: boolean;
}) {
  const invite = !showInvite ? null : (
    <Card as="section" aria-labelledby="invite-heading" className="min-w-0 space-y-3">
      <h2 id="invite-heading" className="font-display text-xl font-bold">
        Invite friends
      </h2>
      <InvitePanel room={room} />
    </Card>
  );
  return (
    <div className={className}>
      {inviteFirst ? invite : null}
      <Card as="section" aria-labelledby="chat-heading" className="min-w-0 space-y-3">
        <h2 id="chat-heading" className="font-display text-xl font-bold">
          Chat
        </h2>
        <RoomChat room={room} myId={myId} />
      </Card>
      <Card as="section" aria-labelledby="people-heading" className="min-w-0 space-y-3">
        <h2 id="people-heading" className="font-display text-xl font-bold">
          People
        </h2>
        <PeopleHere room={room} presence={presence} />
      </Card>
      {inviteFirst ? null : invite}
    </div>
  );
}
