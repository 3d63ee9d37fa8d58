import { expect, test } from "@playwright/test";
import { MIGRATION_NAMES } from "@wordhall/db/migration-names";
import { urls } from "../playwright.config";
import { saveScreenAtBothSizes } from "./support";

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

test("the sign-up form says beside each field what the server's rules refuse, and keeps what was typed", async ({
  page,
}) => {
  await page.goto(`${urls.web}/sign-up`);
  const longName = "A name far longer than anyone would choose to be called";
  await page.getByLabel("Display name").fill(longName);
  // Nothing typed is cut: the field counts past its limit and says by how much.
  await expect(page.getByLabel("Display name")).toHaveValue(longName);
  await expect(page.getByText(`${longName.length - 40} characters too many: 40 at most.`)).toBeVisible();
  await page.getByLabel("Email").fill("ana@");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Display name")).toHaveAccessibleDescription(
    /Display names are at most 40 characters\./,
  );
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(
    "That doesn't look like an email address.",
  );
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(
    "Use at least 10 characters: short passwords are guessed quickly.",
  );
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await saveScreenAtBothSizes(page, "web-sign-up-errors", { fullPage: true });
  // Corrected, the sentences go as the fields change.
  await page.getByLabel("Email").fill("ana@example.test");
  await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
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
