import { PresenceDot, presenceOf } from "./presence-dot";
import type { PresenceEntry, RoomView } from "./room-types";

/** Spectators, and everyone connected right now (players in their grace period show as away). */
export function PeopleHere({
  room,
  presence,
}: {
  readonly room: RoomView;
  readonly presence: readonly PresenceEntry[];
}) {
  const online = presence.filter((p) => p.status === "online").length;
  return (
    <div className="space-y-4 text-sm">
      <div>
        <h3 className="font-semibold text-stone-800">Watching</h3>
        {room.spectators.length === 0 ? (
          <p className="text-stone-600">Nobody is watching.</p>
        ) : (
          <ul aria-label="Spectators" className="mt-1 space-y-1">
            {room.spectators.map((s) => (
              <li key={s.id} className="flex items-center gap-2">
                <PresenceDot status={presenceOf(presence, s.id)} />
                {s.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-stone-800">Here now ({online})</h3>
        {presence.length === 0 ? (
          <p className="text-stone-600">Nobody else is connected.</p>
        ) : (
          <ul aria-label="Connected" className="mt-1 space-y-1">
            {presence.map((p) => (
              <li key={p.userId} className="flex items-center gap-2">
                <PresenceDot status={p.status} />
                {p.name}
                {p.status === "away" ? <span className="text-stone-600">(away)</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
