import type { PresenceEntry, RouterOutputs } from "@wordhall/api/client";

export type RoomView = RouterOutputs["rooms"]["get"];
export type RoomSummary = RouterOutputs["rooms"]["lobby"]["items"][number];
export type GameOptions = RouterOutputs["rooms"]["options"];
export type { PresenceEntry };
