import type { Metadata } from "next";

// Deliberately empty: `pnpm bench` measures the JavaScript every page of this app loads before
// it adds anything of its own (framework, root layout, tRPC client), on the same build as the
// real routes. No real page is empty, hence this one. Kept out of search results.
export const metadata: Metadata = { title: "Empty page", robots: { index: false } };

export default function EmptyPage() {
  return null;
}
