import { Badge, type BadgeTone } from "@wordhall/ui/kit";

export type PackStatus = "draft" | "submitted" | "approved" | "rejected" | "unpublished";

const LABEL: Record<PackStatus, string> = {
  draft: "Draft",
  submitted: "Waiting for review",
  approved: "Public",
  rejected: "Rejected",
  unpublished: "Unpublished",
};

const TONE: Record<PackStatus, BadgeTone> = {
  draft: "neutral",
  submitted: "warning",
  approved: "success",
  rejected: "danger",
  unpublished: "danger",
};

/** What each status means for the author, in one line under the badge. */
export const STATUS_MEANING: Record<PackStatus, string> = {
  draft: "Only you can see it, and you can already play it in your own rooms.",
  submitted: "A moderator will review it. You can still play it in your own rooms.",
  approved: "Everyone can find it under Packs and play it.",
  rejected: "A moderator turned it down. Fix what they asked and submit it again.",
  unpublished: "A moderator took it off the public list. Edit it and submit it again.",
};

export function PackStatusBadge({ status }: { readonly status: PackStatus }) {
  return <Badge tone={TONE[status]}>{LABEL[status]}</Badge>;
}
