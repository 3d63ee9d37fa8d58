export type KindFilter = "all" | "oh-my-word" | "buyword";

/**
 * What the lobby asks for its open rooms: one place for the browser's query and the lobby
 * server's (which fetches the first page for the HTML), so both have the same query key and
 * the browser uses what came with the page.
 */
export function openRoomsInput(kind: KindFilter) {
  return { limit: 20, ...(kind === "all" ? {} : { kind }) };
}
