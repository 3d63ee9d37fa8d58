import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";

export const SCREENS_DIR = "test-results/screens";

/** Saves a full-page screenshot as a test artifact: test-results/screens/<name>.png. */
export async function saveScreen(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const path = `${SCREENS_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** True when the page scrolls sideways: the layout overflows a narrow screen. */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
