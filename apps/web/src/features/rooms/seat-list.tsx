"use client";

import { Badge, Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { BotIcon } from "~/features/oh-my-word/icons";
import { cx } from "~/lib/cx";
import { PresenceDot, presenceOf } from "./presence-dot";
import type { PresenceEntry, RoomView } from "./room-types";

type Props = {
  readonly room: RoomView;
  readonly presence: readonly PresenceEntry[];
  readonly myId: string | null;
  readonly busy: boolean;
  readonly canChangeSeats: boolean;
  readonly onSit: (seat: number) => void;
  readonly onStand: () => void;
  readonly onKick: (userId: string, name: string) => void;
  readonly onAddBot: (seat: number, level: BotLevel) => void;
  readonly onRemoveBot: (seat: number) => void;
};

export type BotLevel = "easy" | "normal" | "hard";
const BOT_LEVELS: readonly { value: BotLevel; label: string }[] = [
  { value: "easy", label: "Easy bot" },
  { value: "normal", label: "Normal bot" },
  { value: "hard", label: "Hard bot" },
];

/** The table's seats in order: who sits where, ready or not, here or not, and the moves one may make. */
export function SeatList({
  room,
  presence,
  myId,
  busy,
  canChangeSeats,
  onSit,
  onStand,
  onKick,
  onAddBot,
  onRemoveBot,
}: Props) {
  const isHost = room.me?.isHost ?? false;
  const amMember = room.me !== null;
  return (
    <ol aria-label="Seats" className="grid gap-2 sm:grid-cols-2">
      {room.seats.map(({ seat, player, ready, bot }) => {
        const mine = player !== null && player.id === myId;
        return (
          <li
            key={seat}
            className={cx(
              "flex min-h-16 flex-wrap items-center gap-3 rounded-xl border p-3",
              mine
                ? "border-brand-400 bg-brand-50"
                : player
                  ? "border-stone-200 bg-white"
                  : "border-dashed border-stone-300 bg-stone-50",
            )}
          >
            <span
              aria-hidden="true"
              className={cx(
                "grid size-9 shrink-0 place-items-center rounded-lg font-display font-black",
                player ? "bg-brand-700 text-white" : "bg-stone-200 text-stone-600",
              )}
            >
              {seat + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-950">
                <span className="sr-only">Seat {seat + 1}: </span>
                {player ? (
                  <span className="inline-flex max-w-full items-center gap-2">
                    {bot ? <BotIcon /> : <PresenceDot status={presenceOf(presence, player.id)} />}
                    <span className="truncate">{player.name}</span>
                    {mine ? <span className="font-normal text-stone-600">(you)</span> : null}
                  </span>
                ) : (
                  <span className="font-normal whitespace-nowrap text-stone-600">Empty seat</span>
                )}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                {player && player.id === room.host.id ? <Badge tone="brand">Host</Badge> : null}
                {bot ? <Badge tone="brand">{`Bot · ${bot}`}</Badge> : null}
                {/* Solo practice has no ready round (room-controls.ts). */}
                {player && !bot && room.status !== "playing" && room.seats.length > 1 ? (
                  ready ? (
                    <Badge tone="success">Ready</Badge>
                  ) : (
                    <Badge>Not ready</Badge>
                  )
                ) : null}
              </div>
            </div>
            {canChangeSeats && amMember && !player ? (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSit(seat)}>
                Sit in seat {seat + 1}
              </Button>
            ) : null}
            {canChangeSeats && mine ? (
              <Button size="sm" variant="ghost" disabled={busy} onClick={onStand}>
                Stand up
              </Button>
            ) : null}
            {canChangeSeats && isHost && !player ? <AddBot seat={seat} busy={busy} onAdd={onAddBot} /> : null}
            {canChangeSeats && isHost && bot ? (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRemoveBot(seat)}>
                Remove bot
              </Button>
            ) : null}
            {canChangeSeats && isHost && player && !mine && !bot ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => onKick(player.id, player.name)}
              >
                Remove {player.name}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The host's way to fill an empty seat with a bot of a chosen level. */
function AddBot({
  seat,
  busy,
  onAdd,
}: {
  readonly seat: number;
  readonly busy: boolean;
  readonly onAdd: (seat: number, level: BotLevel) => void;
}) {
  const [level, setLevel] = useState<BotLevel>("normal");
  const id = `bot-level-${seat}`;
  return (
    <span className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Bot level for seat {seat + 1}
      </label>
      <select
        id={id}
        value={level}
        onChange={(e) => setLevel(e.target.value as BotLevel)}
        className="min-h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      >
        {BOT_LEVELS.map((l) => (
          <option key={l.value} value={l.value}>
            {l.label}
          </option>
        ))}
      </select>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAdd(seat, level)}>
        Add bot
      </Button>
    </span>
  );
}
