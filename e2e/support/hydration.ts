import type { BrowserContext, Page } from "@playwright/test";

// React's complaints that a page did not hydrate as the server drew it: in a production
// build they are the minified errors 418 (the HTML didn't match), 419, 422, 423 and 425, in
// development the word itself. Any of them means the page threw away its server HTML, so
// what the player saw first was not what they then got.
const HYDRATION = /hydrat|react\.dev\/errors\/(418|419|422|423|425)\b/i;

/** The hydration errors `page` has logged (among the last 200 console messages and page errors). */
export async function hydrationErrorsOf(page: Page): Promise<string[]> {
  const logged = (await page.consoleMessages({ filter: "all" }))
    .filter((m) => m.type() === "error")
    .map((m) => m.text());
  const thrown = (await page.pageErrors({ filter: "all" })).map((e) => e.message);
  return [...logged, ...thrown].filter((text) => HYDRATION.test(text)).map((text) => text.slice(0, 400));
}

/**
 * The parts of `path`'s HTML that React sent after the page's shell, hidden, to be revealed by
 * a script: each is a Suspense boundary drawn on the server. React 19.2 batches their reveals
 * (up to 300 ms), and hydration reaching one first drew a second copy beside the hidden one,
 * so a page draws none (tooling/lint/server-boundaries.test.ts keeps the source free of them).
 */
export async function partsRevealedLater(context: BrowserContext, path: string): Promise<string[]> {
  const response = await context.request.get(path);
  const html = await response.text();
  return [...html.matchAll(/<div hidden id="(S:\d+)">(.{0,120})/g)].map(([, id, start]) => `${id}: ${start}`);
}
