import type { Page } from "@playwright/test";

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
