"use client";

import { Card } from "@wordhall/ui/kit";
import { TabsStandIn } from "@wordhall/ui/kit/tabs-stand-in";
import { useState } from "react";
import { useLoadWhenWanted } from "~/lib/use-load-when-wanted";
import { useStandIn } from "~/lib/use-stand-in";
import { type PanelsStart, type PanelTab, panelTabs } from "./panel-tabs";
import { ChatLog, PlainChatBox } from "./room-chat";
import type { PresenceEntry, RoomView } from "./room-types";

// The panels under a running game (chat, people, invite in tabs) are a chunk of their own,
// fetched when someone reaches for them: the pointer comes over them, or the focus moves into
// them. Below the table on every screen, their code (Radix's tabs most of it, about 11 kB gz)
// then stays out of the table's start-up. Until it comes, the same card stands in: the tabs
// as they look, the chat's messages (live: they come with the room) and a plain box to write
// in. The tab asked for, what is typed and the focus carry over, so nothing moves and nothing
// is lost (the same hand-over as the chat's box, room-chat.tsx).
type Panels = typeof import("./playing-panels").PlayingPanels;
// At the module's level: the React Compiler does not compile a component that holds an import().
const loadPanels = (): Promise<Panels> => import("./playing-panels").then((m) => m.PlayingPanels);

export function RoomPanels({
  room,
  presence,
  myId,
}: {
  readonly room: RoomView;
  readonly presence: readonly PresenceEntry[];
  readonly myId: string | null;
}) {
  const { loaded: Panels, want } = useLoadWhenWanted(loadPanels);
  const [start, setStart] = useState<PanelsStart>({ tab: "chat", draft: "", focus: null });
  // The stand-in's chat box, which the chat reads as it takes over (newer than `start.draft`).
  const { standIn, keep } = useStandIn();
  if (Panels) return <Panels room={room} presence={presence} myId={myId} start={{ ...start, standIn }} />;
  const choose = (tab: PanelTab) => {
    setStart((s) => ({ ...s, tab }));
    want();
  };
  return (
    <div className="min-w-0" onPointerEnter={want}>
      <Card as="section" aria-label="Chat, people and invite">
        <TabsStandIn
          label="Room"
          tabs={panelTabs(room, presence)}
          chosen={start.tab}
          onChoose={(id) => choose(id as PanelTab)}
          onFocusTab={() => {
            setStart((s) => ({ ...s, focus: "tab" }));
            want();
          }}
        >
          <div className="flex flex-col gap-3">
            <ChatLog room={room} myId={myId} />
            {room.me ? (
              <PlainChatBox
                inputRef={keep}
                draft={start.draft}
                onDraft={(draft) => setStart((s) => ({ ...s, draft }))}
                onWant={want}
                onFocused={(focused) => setStart((s) => ({ ...s, focus: focused ? "message" : null }))}
              />
            ) : (
              <p className="text-sm text-stone-700">Join the room to chat.</p>
            )}
          </div>
        </TabsStandIn>
      </Card>
    </div>
  );
}
