// `@wordhall/api/live`: what a browser needs to follow a game's and a room's live streams (the
// messages' shapes, their parsing and the view-patch applier), with no Zod and no server code.
// The tables' pages take it alone, as `@wordhall/client/live`: the contract re-exports it, but
// a page that imports the contract carries every schema the contract's modules build.
export {
  type JudgingHintView,
  type LiveGameMessage,
  type LiveSeat,
  type OmwLiveExtras,
  type PresenceEntry,
  parseLiveMessage,
  type Serialized,
} from "./realtime/live-message";
export type { LiveRoomMessage } from "./realtime/live-room";
export { applyViewPatch, type PatchOp } from "./realtime/view-patch";
