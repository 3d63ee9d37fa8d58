import { expect, type Page, test } from "@playwright/test";
import {
  DESKTOP,
  expectNoA11yViolations,
  newPerson,
  overflowsHorizontally,
  PHONE,
  saveScreen,
} from "./support";

// The guided first Oh My Word game through the real pages: a visitor is offered both guided
// games; a new player starts this one from the lobby and follows the coach through a draw, a
// cover with the guide's example, a pass, the bots' turns, a reverse tile and the timer going
// off, then skips the guide and brings it back. The game is a real one against the server's
// two easy bots, from the curated seed (packages/api/src/services/learn/guided-omw.ts), so
// the player's draws are known: an L first, then a reverse tile.

test.setTimeout(300_000);

const coach = (page: Page) => page.getByTestId("omw-coach");

/** The whole page at 1280×800, and a phone's first screen at 390×844 (…-desktop, …-phone). */
async function screens(page: Page, name: string) {
  await saveScreen(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  // From the top, as the table first shows: the coach must fit there with the turn.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await overflowsHorizontally(page)).toBe(false);
  await saveScreen(page, `${name}-phone`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
}

/** Waits for the coach's lesson `id` (the bots play in between, on the server, at their own pace). */
async function expectLesson(page: Page, id: string, text: RegExp | string, timeout = 60_000) {
  await expect(coach(page)).toHaveAttribute("data-lesson", id, { timeout });
  await expect(coach(page)).toContainText(text);
}

test("a new player learns Oh My Word by playing: offered, coached through draw, cover and pass, a reverse and the timer, then skips", async ({
  browser,
}) => {
  // A visitor sees both guided games offered on the landing page, and can put the offer away.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const home = await visitor.newPage();
  await home.goto("/");
  const offer = home.getByTestId("learn-offer");
  await expect(offer).toContainText("Learn a game by playing");
  await expect(offer.getByRole("link", { name: "Learn Oh My Word" })).toHaveAttribute(
    "href",
    "/sign-up?next=%2Flearn%2Foh-my-word",
  );
  await expect(offer.getByRole("link", { name: "Learn BuyWord" })).toHaveAttribute(
    "href",
    "/sign-up?next=%2Flearn%2Fbuyword",
  );
  await screens(home, "gomw-offer-landing");
  await offer.getByRole("button", { name: "Dismiss the offer to learn by playing" }).click();
  await expect(offer).toHaveCount(0);
  await home.reload();
  await expect(home.getByRole("heading", { name: "The games" })).toBeVisible();
  await expect(home.getByTestId("learn-offer")).toHaveCount(0);
  // The How to play page links the guided game, and its page says what it is.
  await home.goto("/how-to-play/oh-my-word");
  await home.getByRole("link", { name: "Learn Oh My Word by playing (5 min)" }).click();
  await expect(home).toHaveURL(/\/learn\/oh-my-word$/);
  await expect(home.getByRole("heading", { name: "Learn Oh My Word by playing" })).toBeVisible();
  await expect(home.locator("#main").getByRole("link", { name: "Sign up" })).toHaveAttribute(
    "href",
    "/sign-up?next=%2Flearn%2Foh-my-word",
  );
  await visitor.close();

  // A player who has never played is offered it in the lobby, and starts it.
  const nova = await newPerson(browser, "Nova", { viewport: DESKTOP });
  const page = nova.page;
  await page.goto("/lobby");
  const lobbyOffer = page.getByTestId("learn-offer");
  await expect(lobbyOffer).toBeVisible();
  await lobbyOffer.getByRole("button", { name: "Learn Oh My Word" }).click();
  await page.waitForURL(/\/rooms\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Learn Oh My Word" })).toBeVisible();

  // The player holds the bag first: draw.
  await expectLesson(page, "draw", "Press Draw a tile", 30_000);
  // No axe scan here: the seed's lessons come in order only if the first turn takes under
  // half a minute (the timer runs from the start), and a whole-page scan on a busy machine
  // took much of that. The coach is scanned at the timer's lesson below, and the table in
  // accessibility.spec.ts.
  await screens(page, "gomw-1-draw");
  await page.getByRole("button", { name: "Draw a tile" }).click();

  // An L, and the guide's example for it: cover Thing in the garden shed with Lawnmower.
  await expectLesson(page, "cover", "You drew an L.");
  await expect(coach(page)).toContainText("For instance, Thing in the garden shed: Lawnmower.");
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Thing in the garden shed" });
  await page.getByLabel("Your term").fill("Lawnmower");
  await screens(page, "gomw-2-cover");
  await page.getByRole("button", { name: "Cover", exact: true }).click();

  // Covered, the bag stays until the player passes it: the pass is a lesson of its own.
  await expectLesson(page, "pass", /your turn ends and the bag goes to .+ \(bot\)/);
  await expect(page.getByRole("region", { name: /^Board: Around the house/ })).toContainText("Lawnmower");
  // Keyboard first, as the table is: the pass has the focus, so Enter would send it.
  await expect(page.getByRole("button", { name: /^Pass the bag/ })).toBeFocused();
  await screens(page, "gomw-3-pass");
  await page.getByRole("button", { name: /^Pass the bag/ }).click();

  // The bots take their turns (the coach says what they do), then the bag comes back: draw.
  await expect(coach(page)).toHaveAttribute("data-lesson", /^(bot-turn|challenge)$/, { timeout: 15_000 });
  await screens(page, "gomw-4-bots");
  await expectLesson(page, "draw", "Press Draw a tile");
  await page.getByRole("button", { name: "Draw a tile" }).click();

  // The second draw is a reverse tile: the bag goes straight back, and the coach says why.
  await expectLesson(page, "reverse", "You drew a reverse tile", 15_000);
  await screens(page, "gomw-5-reverse");

  // The timer, running since the start through every pass, goes off on whoever holds the bag.
  await expectLesson(page, "timer", /took a bad-luck token/, 90_000);
  await expect(coach(page)).toContainText("only when it goes off");
  // The coach only: by now the bots cover a tile every few seconds, and a tile still landing
  // (Motion drives some of it outside the browser's animations) is read by axe mid-fade.
  await expectNoA11yViolations(page, '[data-testid="omw-coach"]');
  await screens(page, "gomw-6-timer");

  // Skip the guide: it goes, stays gone after a reload, and can be brought back.
  await coach(page).getByRole("button", { name: "Skip the guide" }).click();
  await expect(coach(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Show the guide" })).toBeVisible({ timeout: 30_000 });
  await expect(coach(page)).toHaveCount(0);
  await screens(page, "gomw-7-skipped");
  await page.getByRole("button", { name: "Show the guide" }).click();
  await expect(coach(page)).toBeVisible();
  await nova.context.close();
});
