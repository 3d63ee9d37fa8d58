// What browsers may import from the API at run time: modules with no server code (message
// shapes and their parsing, the view-patch applier, the lists the forms offer, the pack
// rules). `@wordhall/client` re-exports them; everything else of this package is server-only.

// The schemas the API checks forms' input with, for the forms themselves (react-hook-form
// with zodResolver): a form refuses what the server would, with the server's sentences.
export {
  EMAIL_MAX,
  emailSchema,
  PASSWORD_MAX,
  PASSWORD_MIN_LENGTH,
  signInSchema,
  signUpSchema,
} from "./auth/account-rules";
export { hasRole, ROLES } from "./auth/roles";
// The live streams' shapes and parsing, also an entry of their own (`@wordhall/api/live`).
export * from "./live-contract";
export { AUDIT_ACTIONS, type AuditAction } from "./services/audit/audit-log";
export { auditSearchSchema } from "./services/audit/audit-search-input";
export { gameEndSchema } from "./services/moderation/games/game-input";
export { lexiconAddSchema, lexiconRemoveSchema } from "./services/moderation/lexicon/lexicon-input";
export {
  packFixAndApproveSchema,
  packRejectSchema,
  packUnpublishSchema,
} from "./services/moderation/packs/pack-moderation-input";
export { reportCreateSchema, reportResolveSchema } from "./services/moderation/reports/report-input";
export {
  REPORT_ACTIONS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportAction,
  type ReportReason,
} from "./services/moderation/reports/report-reasons";
export {
  userSearchSchema,
  userSetRoleSchema,
  userSuspensionSchema,
} from "./services/moderation/users/user-input";
export {
  CATEGORIES_PER_SIDE,
  MAX_SIDES,
  packBrowseSchema,
  packContentSchema,
} from "./services/packs/pack-input";
export { CHAT_MAX_LENGTH, chatBodySchema } from "./services/rooms/chat-input";
export { inviteCodeInputSchema, normaliseInviteCode } from "./services/rooms/invite-code-input";
export { roomNameSchema } from "./services/rooms/room-name";
