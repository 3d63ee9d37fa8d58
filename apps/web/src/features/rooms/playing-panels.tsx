"use client";

import { Card } from "@wordhall/ui/kit";
import { Tabs } from "@wordhall/ui/kit/tabs";
import { InvitePanel } from "./invite-panel";
import { type PanelsStart, panelTabs } from "./panel-tabs";
import { PeopleHere } from "./people-here";
import { RoomChat } from "./room-chat";
import type { PresenceEntry, RoomView } from "./room-types";

/**
 * While a game runs, chat, people and the invite fold into tabs under the table, so on a
 * phone the table has the screen. A chunk of its own (room-panels.tsx fetches it when someone
 * reaches for the panels); it starts where the stand-in was (`start`).
 */
export function PlayingPanels({
  room,
  presence,
  myId,
  start,
}: {
  readonly room: RoomView;
  readonly presence: readonly PresenceEntry[];
  readonly myId: string | null;
  readonly start: PanelsStart;
}) {
  const panel = (id: string) =>
    id === "chat" ? (
      <RoomChat
        room={room}
        myId={myId}
        start={{ draft: start.draft, focused: start.focus === "message", standIn: start.standIn }}
      />
    ) : id === "people" ? (
      <PeopleHere room={room} presence={presence} />
    ) : (
      <InvitePanel room={room} />
    );
  return (
    <div className="min-w-0">
      <Card as="section" aria-label="Chat, people and invite">
        <Tabs
          label="Room"
          first={start.tab}
          // A key had moved the focus onto the stand-in's tab: it stays on the tab that replaced it.
          focusFirst={start.focus === "tab"}
          tabs={panelTabs(room, presence).map((t) => ({ ...t, panel: panel(t.id) }))}
        />
      </Card>
    </div>
  );
}
