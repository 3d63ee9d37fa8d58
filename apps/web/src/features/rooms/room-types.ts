import type { PresenceEntry, RouterOutputs } from "@wordhall/client";

export type RoomView = RouterOutputs["rooms"]["get"];
export type RoomSummary = RouterOutputs["rooms"]["lobby"]["items"][number];
export type GameOptions = RouterOutputs["rooms"]["options"];
export type { PresenceEntry };
