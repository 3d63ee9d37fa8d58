import { expect, test } from "@playwright/test";
import { MIGRATION_NAMES } from "@wordhall/db/migration-names";
import { urls } from "../playwright.config";

const MIGRATION_COUNT = MIGRATION_NAMES.length;

test("the web home page lists the built-in category packs read from the database", async ({ page }) => {
  await page.goto(urls.web);
  await expect(page.getByRole("heading", { level: 1, name: "Wordhall" })).toBeVisible();
  const pack = page.getByRole("article", { name: "House boards" });
  await expect(pack).toBeVisible();
  await expect(pack.getByRole("region")).toHaveCount(8);
  const firstSide = pack.getByRole("region", { name: "Board 1 · Around the house" });
  await expect(firstSide.getByRole("listitem")).toHaveCount(15);
  await expect(firstSide.getByText("Something under the sofa")).toBeVisible();
  await expect(page.getByRole("article", { name: "Everyday mix" }).getByText("Pizza topping")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/web-home.png", fullPage: true });
});

test("an anonymous visitor to the admin site is sent to sign in", async ({ page }) => {
  await page.goto(urls.admin);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wordhall admin" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await page.screenshot({ path: "test-results/screens/admin-home.png", fullPage: true });
});

test("both apps report health and readiness", async ({ request }) => {
  for (const base of [urls.web, urls.admin]) {
    const health = await request.get(`${base}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const ready = await request.get(`${base}/api/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", migrations: MIGRATION_COUNT });
  }
});
