import type { GameKind } from "./game-labels";

/**
 * What the profile asks for its finished games: one place for the browser's query and the
 * page server's (which fetches the first page for the HTML), so both have the same query key
 * and the browser uses what came with the page.
 */
export function historyInput(kind: GameKind | "all") {
  return { limit: 20, ...(kind === "all" ? {} : { kind }) };
}
