// Client-safe (no server imports): the web app offers exactly these reasons.

export const REPORT_REASONS = [
  "offensive",
  "spam",
  "harassment",
  "cheating",
  "impersonation",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  offensive: "Offensive or hateful content",
  spam: "Spam or advertising",
  harassment: "Harassment or bullying",
  cheating: "Cheating or abusing the game",
  impersonation: "Pretending to be someone else",
  other: "Something else",
};

/** What a moderator did about a report (admin.reports.resolve's `action`). */
export const REPORT_ACTIONS = ["dismiss", "resolve", "unpublish_pack", "suspend_user"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
