import { expect, type Page, test } from "@playwright/test";
import { newBot, playToTheEnd } from "./buyword-bot";
import { DESKTOP, expectNoA11yViolations, newPerson, PHONE, saveScreen } from "./support";

// The guided first BuyWord game through the real pages: a new player is offered it, starts
// it, and follows the coach through a buy, two sales (one with a wild) and the end of a turn,
// then discards a dear draw and skips the guide; brought back, it sees the game out. The game is a real one against the server's
// easy bot, from the curated seed (packages/api/src/services/learn/guided-buyword.ts), so the
// draws are known: R M O I I first, then Z D P C F.

test.setTimeout(300_000);

const coach = (page: Page) => page.getByTestId("bw-coach");
const decision = (page: Page) => page.getByTestId("bw-decision");

/** The whole page at 1280×800, and a phone's first screen at 390×844 (…-desktop, …-phone). */
async function screens(page: Page, name: string) {
  await saveScreen(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  // From the top, as the table first shows: the coach must fit there with the decision.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, `${name}-phone`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
}

/** Waits for the coach's step `id` (the bot plays in between, on the server). */
async function expectStep(page: Page, id: string, text: RegExp | string) {
  await expect(coach(page)).toHaveAttribute("data-lesson", id, { timeout: 45_000 });
  await expect(coach(page)).toContainText(text);
}

/** Types a word into the builder, waits for the server's judge to accept it, and sells it. */
async function sell(page: Page, word: string, shot?: string) {
  const input = page.getByTestId("bw-word-input");
  await expect(input).toBeVisible({ timeout: 15_000 });
  await input.fill(word);
  await expect(page.getByTestId("bw-word-status")).toHaveText(/^✓/, { timeout: 10_000 });
  if (shot) await screens(page, shot);
  await input.press("Enter");
  await expect(input).toHaveValue("", { timeout: 10_000 });
}

test("a new player learns BuyWord by playing: offered, coached through a buy, a sale and a turn, then skips", async ({
  browser,
}) => {
  // A visitor sees the offer on the landing page and can put it away for good.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const home = await visitor.newPage();
  await home.goto("/");
  const offer = home.getByTestId("learn-offer");
  await expect(offer).toContainText("Learn a game by playing");
  await expect(offer.getByRole("link", { name: "Learn BuyWord" })).toHaveAttribute(
    "href",
    "/sign-up?next=%2Flearn%2Fbuyword",
  );
  await screens(home, "guided-offer-landing");
  await offer.getByRole("button", { name: "Dismiss the offer to learn by playing" }).click();
  await expect(offer).toHaveCount(0);
  await home.reload();
  await expect(home.getByRole("heading", { name: "The games" })).toBeVisible();
  await expect(home.getByTestId("learn-offer")).toHaveCount(0);
  // The How to play page links the guided game too.
  await home.goto("/how-to-play/buyword");
  await expect(home.getByRole("link", { name: "Learn BuyWord by playing (3 min)" })).toHaveAttribute(
    "href",
    "/learn/buyword",
  );
  await visitor.close();

  // A player who has never played is offered it in the lobby, and starts it.
  const nova = await newPerson(browser, "Nova", { viewport: DESKTOP });
  const page = nova.page;
  await page.goto("/lobby");
  const lobbyOffer = page.getByTestId("learn-offer");
  await expect(lobbyOffer).toBeVisible();
  await expectNoA11yViolations(page);
  await screens(page, "guided-offer-lobby");
  await lobbyOffer.getByRole("button", { name: "Learn BuyWord" }).click();
  await page.waitForURL(/\/rooms\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("buyword-table")).toBeVisible({ timeout: 30_000 });

  // Round 1: the roll, the price of the draw, and a word in it: buy.
  await expectStep(page, "buy", "The die rolled 5: everyone draws 5 tiles.");
  await expect(coach(page)).toContainText(/7\s×\s7\s=\s\$49\. Yours holds RIM: press Buy/);
  await expectNoA11yViolations(page);
  await screens(page, "guided-1-buy");
  await decision(page).getByRole("button", { name: "Buy for $49" }).click();

  // The bot decides, then the player sells: RIM, then ION with a wild for the N.
  await expectStep(page, "sell", /Type RIM \(or tap its tiles\) and sell it: 5\spips, \$25\./);
  await sell(page, "RIM", "guided-2-sell");
  await expectStep(page, "wild", "Type ION; the wild becomes the N.");
  await sell(page, "ION");
  await expectStep(page, "end-turn", "Sell another word if you see one, then press End turn.");
  await expectNoA11yViolations(page);
  await screens(page, "guided-3-end-turn");
  await decision(page).getByRole("button", { name: "End turn", exact: true }).click();
  // $200 − $49 + $25 (RIM) + $9 (ION).
  await expect(page.getByTestId("bw-player-0")).toContainText("$185", { timeout: 15_000 });

  // Round 2: the bot leads; the player's draw is dear and has no vowel: the coach says discard.
  await expectStep(page, "discard", "With no vowel it makes few words.");
  await screens(page, "guided-4-discard");
  await decision(page).getByRole("button", { name: "Discard", exact: true }).click();

  // Skip the guide: it goes, stays gone after a reload, and can be brought back.
  await coach(page).getByRole("button", { name: "Skip the guide" }).click();
  await expect(coach(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("buyword-table")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Show the guide" })).toBeVisible();
  await expect(coach(page)).toHaveCount(0);
  await screens(page, "guided-5-skipped");

  // Brought back, the guide sees the game out: the player discards every draw to end it
  // quickly, and the finish message points to How to play and Play now.
  await page.getByRole("button", { name: "Show the guide" }).click();
  await expect(coach(page)).toBeVisible();
  await playToTheEnd([page], [newBot(0)], 180_000);
  await expectStep(page, "finish", "that is all of BuyWord");
  await expect(coach(page).getByRole("link", { name: "How to play BuyWord" })).toHaveAttribute(
    "href",
    "/how-to-play/buyword",
  );
  await expect(coach(page).getByRole("button", { name: "Play BuyWord now" })).toBeVisible();
  await expectNoA11yViolations(page);
  await screens(page, "guided-6-finish");

  // Having played, the player is no longer offered the guided game.
  await page.goto("/lobby");
  await expect(page.getByRole("heading", { name: "Open rooms" })).toBeVisible();
  await expect(page.getByTestId("learn-offer")).toHaveCount(0);
  await nova.context.close();
});
