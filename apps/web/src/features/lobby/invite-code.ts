/** What people type, as the server reads it: any case, spaces or dashes between groups. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, "").toUpperCase();
}
