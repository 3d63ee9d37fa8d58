// The public pack list's query, shared by the page's server component (which fetches its
// first page for the HTML) and the browsing component, so both use the same query key.

/** Packs per page of the list. */
export const BROWSE_PAGE_SIZE = 20;

/** The list's input for a title search ("" for every pack). */
export function browseInput(search: string): { limit: number; search?: string } {
  return { limit: BROWSE_PAGE_SIZE, ...(search ? { search } : {}) };
}

/** Where the next page starts, or undefined after the last one. */
export function nextBrowseCursor(page: { readonly nextCursor?: string | null }): string | undefined {
  return page.nextCursor ?? undefined;
}
