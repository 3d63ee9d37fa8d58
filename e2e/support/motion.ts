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

/**
 * What keeps moving on the page: each animation or CSS transition running in nearly every
 * moment of `ms`, as "its kind on its element". Under reduced motion a table must come to rest
 * between moves: one thing restarted every few hundred milliseconds keeps the device drawing
 * every frame for as long as it runs. (A move's own brief changes, a bot's turn lighting a
 * player's card, say, come and go and are not counted.)
 */
export async function keepsMoving(page: Page, ms = 2_000): Promise<string[]> {
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running")
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target as Element | null;
          const what =
            a instanceof CSSTransition ? `transition of ${a.transitionProperty}` : a.constructor.name;
          const where = target
            ? `${target.tagName.toLowerCase()}.${String(target.className).split(" ").slice(0, 3).join(".")}`
            : "?";
          return `${what} on ${where}`;
        }),
    );
  const seen = new Map<string, number>();
  let samples = 0;
  for (const until = Date.now() + ms; Date.now() < until; samples++) {
    for (const a of new Set(await running())) seen.set(a, (seen.get(a) ?? 0) + 1);
    await page.waitForTimeout(100);
  }
  return [...seen].filter(([, n]) => n >= samples * 0.8).map(([a]) => a);
}
