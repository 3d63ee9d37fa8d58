import { count, roomOptionsSummary, summaryOf } from "@wordhall/ui";
import type { RoomView } from "./room-types";

/** The room's rules, every setting of its game (@wordhall/ui's settings table), so players know what they sit down to. */
export function SettingsSummary({ room }: { readonly room: RoomView }) {
  const packSides = room.config.packBoards?.length ?? 0;
  // Pack sides become the boards when the game starts; until then the room holds their ids.
  const entries = [
    ...summaryOf(room.kind, room.config.game).map(([term, value]): [string, string] =>
      term === "Boards" && packSides > 0
        ? [term, count(packSides, "side from category packs", "sides from category packs")]
        : [term, value],
    ),
    ...roomOptionsSummary(room.kind, room.config.options, room.config.game),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {entries.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-stone-700">{term}</dt>
          <dd className="text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
