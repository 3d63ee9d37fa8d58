// What browsers may import from the API at run time: modules with no server code (message
// shapes and their parsing, the view-patch applier, the lists the forms offer, the pack
// rules). `@wordhall/client` re-exports them; everything else of this package is server-only.
export { hasRole, ROLES } from "./auth/roles";
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
export { AUDIT_ACTIONS, type AuditAction } from "./services/audit/audit-log";
export {
  REPORT_ACTIONS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportAction,
  type ReportReason,
} from "./services/moderation/reports/report-reasons";
export { CATEGORIES_PER_SIDE, MAX_SIDES, packContentSchema } from "./services/packs/pack-input";
