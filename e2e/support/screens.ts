import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";

export const SCREENS_DIR = "test-results/screens";

/** The two sizes every screen is looked at in: a phone (390×844) and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Saves a screenshot as a test artifact: test-results/screens/<name>.png. The whole page, or
 * with `{ fullPage: false }` only what the screen shows (to judge a phone's first screen).
 */
export async function saveScreen(
  page: Page,
  name: string,
  { fullPage = true }: { readonly fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const path = `${SCREENS_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * Saves what the screen shows at both sizes, <name>-phone.png and <name>-desktop.png (an open
 * dialog, say), or the whole page with `fullPage`, then gives the page its own size back.
 */
export async function saveScreenAtBothSizes(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  const own = page.viewportSize();
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await saveScreen(page, `${name}-${size}`, { fullPage });
  }
  if (own) await page.setViewportSize(own);
}

/** True when the page scrolls sideways: the layout overflows a narrow screen. */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * What sticks out inside `scope` (a region of the page, or its body): a tile's text wider
 * than its tile (any element marked `data-omw-tile`: the table's, the display's, a pack's side,
 * the how-to-play figures) and anything reaching past the screen's right edge. Empty when
 * nothing does; each problem names the element and its first words. Widths are the layout's
 * (scrollWidth, offsetWidth), so a tile caught turning over in its animation still measures
 * as it lies.
 */
export async function overflowProblems(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const what = (el: Element) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`;
    // Screen-reader-only text is a clipped 1 px box by design: not something that shows.
    const shows = (el: HTMLElement) => el.offsetWidth > 1;
    for (const tile of root.querySelectorAll<HTMLElement>("[data-omw-tile]")) {
      // A tile's scroll width counts whatever its descendants push past its edge.
      for (const el of [tile, ...tile.querySelectorAll<HTMLElement>("*")]) {
        if (shows(el) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
          found.push(`${what(el)} is wider than its tile`);
      }
    }
    const right = document.documentElement.clientWidth;
    for (const el of root.querySelectorAll<HTMLElement>("*")) {
      if (shows(el) && el.getBoundingClientRect().right > right + 1)
        found.push(`${what(el)} ends past the screen's edge`);
    }
    return [...new Set(found)];
  });
}

/**
 * Wholly on the first screen, as a player sees the page on arrival: the page scrolled to its
 * top, the element's box inside the viewport (on a phone, above the fold).
 */
export async function expectOnFirstScreen(page: Page, what: string, element: Locator): Promise<void> {
  const screen = page.viewportSize() ?? PHONE;
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(element, what).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), "the page is at its top").toBe(0);
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what}: not laid out`);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, `${what}: bottom edge (the fold is at ${screen.height})`).toBeLessThanOrEqual(
    screen.height,
  );
}

/**
 * A sticky header stays at the top of the screen once the page has scrolled to `further`
 * (something well down the page).
 */
export async function expectStuckAtTop(page: Page, header: Locator, further: Locator): Promise<void> {
  await further.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY), "the page has scrolled").toBeGreaterThan(0);
  const stuck = await header.boundingBox();
  expect(stuck?.y ?? Number.NaN, "the header's top").toBeGreaterThanOrEqual(-1);
  expect(stuck?.y ?? Number.NaN, "the header's top").toBeLessThanOrEqual(1);
}
