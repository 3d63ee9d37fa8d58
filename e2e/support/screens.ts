import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";

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
 * dialog, say), then gives the page its own size back.
 */
export async function saveScreenAtBothSizes(page: Page, name: string): Promise<void> {
  const own = page.viewportSize();
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await saveScreen(page, `${name}-${size}`, { fullPage: false });
  }
  if (own) await page.setViewportSize(own);
}

/** True when the page scrolls sideways: the layout overflows a narrow screen. */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
