/**
 * A fresh id for one intent of the player (a click, an Enter). The server applies each
 * (game, id) once, so sending the same intent again with the same id is always safe.
 * Letters, digits and '-' only, as play.* accepts.
 */
export function newClientActionId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Older browsers on plain http lack randomUUID; getRandomValues is everywhere.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
