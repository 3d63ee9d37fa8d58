import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { hydrationErrorsOf } from "./hydration";

/**
 * Waits until no finite animation is running (CSS animations and transitions, Web
 * Animations, and the ones Motion hands to the browser), then runs axe-core on the page (or
 * inside `include`, a CSS selector). axe reads colours as they are painted: a standings row
 * still fading in had not reached its contrast yet, and failed a run. Two kinds are left
 * running: endless animations (a pulsing "ticking" dot), and any inside an `aria-hidden`
 * subtree, which axe doesn't read. The Oh My Word tension strip is both decorative and
 * restarted every half second while the timer runs, so waiting for it never ends.
 * Every axe check in the browser tests goes through here.
 */
export async function axeWhenStill(page: Page, include?: string) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        if (a.playState !== "running") return true;
        if (a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) return true;
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return target?.closest('[aria-hidden="true"]') != null;
      }),
    undefined,
    { timeout: 10_000 },
  );
  const builder = new AxeBuilder({ page });
  return (include ? builder.include(include) : builder).analyze();
}

/**
 * axe-core finds no accessibility problem of any impact on the page as it is now (or inside
 * `include`, a CSS selector): minor and moderate findings fail too. Each is listed with the
 * elements it was found on, so the report says what to fix. Every spec checks its pages
 * here, so this also fails a page that hydrated unlike the server's HTML (support/hydration.ts).
 */
export async function expectNoA11yViolations(page: Page, include?: string, name = page.url()): Promise<void> {
  expect(await hydrationErrorsOf(page), `hydration of ${name}`).toEqual([]);
  const { violations } = await axeWhenStill(page, include);
  const report = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`,
  );
  expect(report, `axe on ${name}`).toEqual([]);
}
