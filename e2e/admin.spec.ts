import { expect, test } from "@playwright/test";
import { urls } from "../playwright.config";
import { DEMO_MODERATOR, expectNoA11yViolations, saveScreen, signInToAdmin, signUp } from "./support";

// The admin dashboard's access gate and its pages, in real Chromium against `pnpm start`
// (NODE_ENV=development, so the seed's demo moderator exists).

test("anonymous visitors are sent to sign in, players see no access", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${urls.admin}/packs`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fpacks$/);
  await expectNoA11yViolations(page);

  const player = await signUp(page, { name: "Gate Tester" });
  // Both sites are on localhost, so the web app's session cookie reaches the admin site too.
  await page.goto(`${urls.admin}/packs`);
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  await expect(page.getByText(player.email)).toBeVisible();
  await saveScreen(page, "admin-no-access");
  await context.close();
});

test("a moderator reaches every admin page, and axe finds no problem on them", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToAdmin(page, DEMO_MODERATOR);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  const pages = [
    { path: "/", heading: "Overview", screen: "admin-overview" },
    { path: "/packs", heading: "Pack queue", screen: "admin-pack-queue" },
    { path: "/reports", heading: "Reports", screen: "admin-reports" },
    { path: "/users", heading: "Users", screen: "admin-users" },
    { path: "/games", heading: "Rooms and games", screen: "admin-games" },
    { path: "/lexicon", heading: "Lexicon house rules", screen: "admin-lexicon" },
    { path: "/audit", heading: "Audit log", screen: "admin-audit" },
  ];
  for (const p of pages) {
    await page.goto(`${urls.admin}${p.path}`);
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0, {
      timeout: 20_000,
    });
    // (Next's own route announcer is an empty alert region, so look for our failure text.)
    await expect(page.getByText(/^Could not load/)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await saveScreen(page, p.screen);
  }
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByLabel("Name, e-mail or user id").fill("pia@demo");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "Pia (demo player)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pia (demo player)" })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreen(page, "admin-user-detail");
  await context.close();
});
