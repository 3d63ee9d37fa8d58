import type { Role } from "../../auth/roles";
import { hasRole } from "../../auth/roles";

type PackAccessFields = {
  readonly ownerId: string | null;
  readonly builtIn: boolean;
  readonly status: string;
  readonly visibility: string;
};

export type Viewer = { readonly id: string; readonly role: Role } | null;

/** Approved public packs (and built-in ones) are everybody's; the rest is the author's. */
export function isPublished(pack: PackAccessFields): boolean {
  return pack.status === "approved" && (pack.builtIn || pack.visibility === "public");
}

/** Who may read a pack: everyone for published ones, the author, and moderators reviewing it. */
export function canSeePack(pack: PackAccessFields, viewer: Viewer): boolean {
  if (isPublished(pack)) return true;
  if (!viewer) return false;
  return pack.ownerId === viewer.id || hasRole(viewer.role, "moderator");
}

/** Who may put a pack's sides on a table: the author (even a draft), or anyone once published. */
export function canUsePack(pack: PackAccessFields, userId: string): boolean {
  return isPublished(pack) || pack.ownerId === userId;
}
