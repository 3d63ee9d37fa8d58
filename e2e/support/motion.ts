import type { Page } from "@playwright/test";

/**
 * The CSS animation running on Oh My Word's tension strip ("none" when it has none): it beats
 * while the timer runs, unless the player asked for reduced motion, when it only warms.
 */
export function tensionAnimation(page: Page): Promise<string> {
  return page
    .getByTestId("omw-tension")
    .locator(":scope > div")
    .evaluate((el) => getComputedStyle(el).animationName);
}
