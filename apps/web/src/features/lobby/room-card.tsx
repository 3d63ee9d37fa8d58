import { count } from "@wordhall/ui";
import { Badge } from "@wordhall/ui/kit";
import Link from "next/link";
import { GAME_NAME, GAME_TONE } from "~/components/game-names";
import type { RoomSummary } from "~/features/rooms/room-types";

/** One room in a list: its name (a link to it), game, host and how full it is. */
export function RoomCard({ room }: { readonly room: RoomSummary }) {
  const free = room.seatCount - room.seatsTaken;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-stone-950">
          <Link href={`/rooms/${room.id}`} className="break-words underline-offset-4 hover:underline">
            {room.name}
          </Link>
        </h3>
        <Badge tone={GAME_TONE[room.kind]}>{GAME_NAME[room.kind]}</Badge>
      </div>
      <p className="text-sm text-stone-700">Hosted by {room.host.name}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <SeatDots taken={room.seatsTaken} total={room.seatCount} />
        <span className="text-stone-800">
          {room.seatsTaken} of {count(room.seatCount, "seat")} taken
          {free > 0 ? "" : " · full"}
        </span>
        {room.spectators > 0 ? <span className="text-stone-600">· {room.spectators} watching</span> : null}
        {room.visibility === "private" ? <Badge>Private</Badge> : null}
      </div>
    </li>
  );
}

function SeatDots({ taken, total }: { readonly taken: number; readonly total: number }) {
  return (
    <span aria-hidden="true" className="flex gap-1">
      {Array.from({ length: total }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          key={i}
          className={`size-2.5 rounded-full ${i < taken ? "bg-brand-600" : "border border-stone-400 bg-white"}`}
        />
      ))}
    </span>
  );
}
