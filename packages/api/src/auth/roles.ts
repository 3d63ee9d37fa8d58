export const ROLES = ["player", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Moderators and admins may moderate; only admins may administer. */
export function hasRole(actual: string | null | undefined, needed: Role): boolean {
  const rank = (role: string | null | undefined) => (role ? ROLES.indexOf(role as Role) : -1);
  return rank(actual) >= ROLES.indexOf(needed);
}
