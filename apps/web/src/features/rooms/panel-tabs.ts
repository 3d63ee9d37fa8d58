import type { StandIn } from "~/lib/use-stand-in";
import type { PresenceEntry, RoomView } from "./room-types";

/** The tabs under a running game: chat first (what people use during a game), people, invite. */
export function panelTabs(
  room: RoomView,
  presence: readonly PresenceEntry[],
): { readonly id: PanelTab; readonly label: string }[] {
  return [
    { id: "chat", label: "Chat" },
    { id: "people", label: `People (${presence.filter((p) => p.status === "online").length})` },
    // A solo room has nobody to invite.
    ...(room.seats.length > 1 ? [{ id: "invite" as const, label: "Invite" }] : []),
  ];
}

export type PanelTab = "chat" | "people" | "invite";

/** Where the panels' stand-in was when their code came: the tab asked for, the chat's box, the focus. */
export type PanelsStart = {
  readonly tab: PanelTab;
  readonly draft: string;
  readonly focus: "tab" | "message" | null;
  /** The stand-in's chat box, kept after it leaves: what it holds may be newer than `draft`. */
  readonly standIn?: StandIn;
};
