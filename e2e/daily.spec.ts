import { writeFileSync } from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { newBot, playToTheEnd } from "./buyword-bot";
import {
  DESKTOP,
  expectNoA11yViolations,
  newPerson,
  overflowsHorizontally,
  PHONE,
  SCREENS_DIR,
  saveScreen,
} from "./support";

// The BuyWord Daily through the real pages (docs/daily.md): a visitor is asked to sign in and
// comes back; two people play today's Daily on the table, dealt the same first draw; a
// finished Daily is not played twice; the share text and card say nothing of the draws, and
// the card is a public PNG; the calendar counts the first day of a streak.

// Two solo games side by side, on two cores shared with another file.
test.setTimeout(360_000);

const table = (page: Page) => page.getByTestId("buyword-table");

/** The first draw as the table shows it (the letters and pips of each tile), after the die. */
async function firstDraw(page: Page): Promise<string[]> {
  const decision = page.getByTestId("bw-decision");
  // A "choice" face of the die lets the player pick the draw's size: both pick 5.
  const five = decision.getByRole("button", { name: "5", exact: true });
  const buy = decision.getByRole("button", { name: /^Buy for \$/ });
  await expect(five.or(buy)).toBeVisible({ timeout: 30_000 });
  if (await five.isVisible()) await five.click();
  await expect(buy).toBeVisible({ timeout: 15_000 });
  return decision
    .getByRole("heading", { name: "Your draw" })
    .locator("xpath=..")
    .getByRole("listitem")
    .allTextContents();
}

/** daily.start as the person's browser would send it, answered as it is (not asserted ok). */
async function startAgain(context: BrowserContext) {
  const base = test.info().project.use.baseURL ?? "";
  const response = await context.request.post(`${base}/api/trpc/daily.start`, {
    data: {},
    headers: { origin: base },
  });
  return { status: response.status(), body: await response.text() };
}

test("two people play today's Daily on the same draws, once each, and share it without spoilers", async ({
  browser,
}) => {
  // A visitor learns what the Daily is and is sent to sign in, and back here afterwards.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/daily");
  await expect(visitor.getByRole("heading", { name: "One game a day, the same for everyone" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Sign in to play" })).toHaveAttribute(
    "href",
    "/sign-in?next=%2Fdaily",
  );
  await expect(visitor.getByRole("heading", { name: "Today's board" })).toBeVisible();
  expect(await overflowsHorizontally(visitor)).toBe(false);
  await saveScreen(visitor, "daily-visitor-phone");
  await expectNoA11yViolations(visitor);

  // The landing page and the header lead to it.
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { name: "The BuyWord Daily" })).toBeVisible();
  await visitor.goto("/lobby");
  await expect(
    visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Daily" }),
  ).toBeVisible();

  // Names of this run only: a database kept between runs has earlier runs' players on today's board.
  const run = Math.random().toString(36).slice(2, 6);
  const ana = await newPerson(browser, `Ana ${run}`, { viewport: DESKTOP });
  const bo = await newPerson(browser, `Bo ${run}`, { viewport: PHONE, phone: true });
  for (const p of [ana, bo]) {
    await p.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Daily" }).click();
    await expect(p.page).toHaveURL(/\/daily$/);
    await expect(p.page.getByRole("button", { name: "Play today's Daily" })).toBeVisible();
  }
  await saveScreen(ana.page, "daily-start-desktop");
  await saveScreen(bo.page, "daily-start-phone");
  await expectNoA11yViolations(ana.page);

  for (const p of [ana, bo]) {
    await p.page.getByRole("button", { name: "Play today's Daily" }).click();
    await expect(table(p.page)).toBeVisible({ timeout: 30_000 });
  }
  // Same seed, same bag, same die: the same first draw, as each table shows it.
  const [anaDraw, boDraw] = [await firstDraw(ana.page), await firstDraw(bo.page)];
  expect(anaDraw.length).toBeGreaterThanOrEqual(2);
  expect(boDraw).toEqual(anaDraw);
  await saveScreen(ana.page, "daily-playing-desktop");
  await saveScreen(bo.page, "daily-playing-phone", { fullPage: false });
  expect(await overflowsHorizontally(bo.page)).toBe(false);
  await expectNoA11yViolations(ana.page);

  // Reloading mid-game comes back to the same game.
  await bo.page.reload();
  await expect(table(bo.page)).toBeVisible({ timeout: 30_000 });

  await playToTheEnd([ana.page, bo.page], [newBot(2), newBot(1)], 240_000);

  for (const p of [ana, bo]) {
    // The page notices the end and shows the result, the board and the share area.
    await expect(p.page.getByTestId("daily-finished")).toBeVisible({ timeout: 20_000 });
    await expect(p.page.getByTestId("daily-money")).toHaveText(/^\$[\d,]+$/);
    await expect(p.page.getByTestId("daily-next")).toContainText("The next Daily opens in");
    await expect(p.page.getByTestId("daily-streak")).toHaveText("Streak: 1 day");
    // Each sees both rows, their own marked "(you)". Whoever finished first loaded the board
    // before the other's row existed: today's board refreshes every 30 s, so wait past that.
    for (const q of [ana, bo]) {
      const name = q === p ? `${q.player.name} (you)` : q.player.name;
      await expect(
        p.page
          .getByTestId("daily-board")
          .getByRole("row", { name: new RegExp(name.replace(/[()]/g, "\\$&")) }),
      ).toBeVisible({ timeout: q === p ? 10_000 : 40_000 });
    }
  }
  // The card beside the share text has loaded (a drawn PNG, not a broken image).
  for (const p of [ana, bo])
    await expect
      .poll(() =>
        p.page
          .getByTestId("daily-card-image")
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 1200),
      )
      .toBe(true);
  await saveScreen(ana.page, "daily-finished-desktop");
  await saveScreen(bo.page, "daily-finished-phone");
  expect(await overflowsHorizontally(bo.page)).toBe(false);
  await expectNoA11yViolations(ana.page);
  await expectNoA11yViolations(bo.page);

  // One attempt: the page says it is played, and the API refuses a second start.
  await ana.page.reload();
  await expect(ana.page.getByTestId("daily-finished")).toBeVisible({ timeout: 20_000 });
  await expect(ana.page.getByRole("button", { name: "Play today's Daily" })).toHaveCount(0);
  const again = await startAgain(ana.context);
  expect(again.status).toBe(409);
  expect(again.body).toContain("You have already played today's Daily");

  // The share text: the day, the money, the band, the streak and the link; no draw.
  const anaMoney = (await ana.page.getByTestId("daily-money").textContent()) ?? "";
  const base = test.info().project.use.baseURL ?? "";
  const amount = anaMoney.replace(/[$,]/g, "");
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // The link is absolute once the page is live (the page server doesn't know its address).
  await expect(ana.page.getByTestId("daily-share-text")).toHaveText(
    new RegExp(
      `^Wordhall BuyWord Daily \\d{4}-\\d{2}-\\d{2}: ${literal(anaMoney)} \\((Under par|Fair|Good|Outstanding)\\) · streak 1\\n${literal(base)}/daily/\\d{4}-\\d{2}-\\d{2}/share/${amount}/1/Ana%20${run}$`,
    ),
  );
  const share = (await ana.page.getByTestId("daily-share-text").textContent()) ?? "";
  // Nothing of the tiles: not the draw as the table wrote it, nor any tile's label.
  for (const tile of anaDraw) expect(share).not.toContain(tile);
  await ana.page.getByTestId("daily-share").getByRole("button", { name: "Copy" }).click();
  await expect(ana.page.getByTestId("daily-share").getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await ana.page.evaluate(() => navigator.clipboard.readText())).toBe(share);

  // The card and the share page are public: a fresh browser with no session gets both.
  const cardSrc = await ana.page.getByTestId("daily-card-image").getAttribute("src");
  expect(cardSrc).toMatch(new RegExp(`^/daily/\\d{4}-\\d{2}-\\d{2}/card/${amount}/1/Ana%20${run}$`));
  const stranger = await browser.newContext({ viewport: DESKTOP });
  const card = await stranger.request.get(`${base}${cardSrc}`);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  writeFileSync(`${SCREENS_DIR}/daily-card.png`, await card.body());
  const sharePage = await stranger.newPage();
  await sharePage.goto(share.split("\n")[1] ?? "");
  await expect(sharePage.getByRole("heading", { name: `Ana ${run}'s Daily` })).toBeVisible();
  const ogImage = await sharePage.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toBe(`${base}${cardSrc}`);
  await expect(
    sharePage.getByRole("img", { name: `Ana ${run}'s BuyWord Daily`, exact: false }),
  ).toBeVisible();
  await saveScreen(sharePage, "daily-share-page-desktop");
  await expectNoA11yViolations(sharePage);
  // A name with a space, an accent, a percent sign and a slash comes through its path intact.
  const odd = await stranger.request.get(`${base}/daily/2026-12-03/card/412/3/Zo%C3%AB%20100%25%2Fx`);
  expect(odd.status()).toBe(200);
  await sharePage.goto("/daily/2026-12-03/share/412/3/Zo%C3%AB%20100%25%2Fx");
  await expect(sharePage.getByRole("heading", { name: "Zoë 100%/x's Daily" })).toBeVisible();
  const bogus = await stranger.request.get(`${base}/daily/2026-02-30/card/412/1/Ana`);
  expect(bogus.status()).toBe(404);

  // The calendar: today played, a streak of one.
  for (const p of [ana, bo]) {
    await p.page.goto("/daily/calendar");
    await expect(p.page.getByTestId("daily-current-streak")).toHaveText("1 day");
    await expect(p.page.getByTestId("daily-longest-streak")).toHaveText("1 day");
  }
  await saveScreen(ana.page, "daily-calendar-desktop");
  await saveScreen(bo.page, "daily-calendar-phone");
  expect(await overflowsHorizontally(bo.page)).toBe(false);
  await expectNoA11yViolations(bo.page);

  // A past day's board: yesterday, closed, with nobody on it in this fresh database.
  await ana.page.goto("/daily");
  await ana.page.getByRole("link", { name: "Yesterday's board and par" }).click();
  await expect(ana.page.getByRole("heading", { name: /^The Daily of / })).toBeVisible();
  await expect(ana.page.getByText("Nobody finished this day's Daily, so it has no par.")).toBeVisible();
  await saveScreen(ana.page, "daily-yesterday-desktop");

  for (const c of [visitorContext, stranger, ana.context, bo.context]) await c.close();
});
