import { expect, type Page } from "@playwright/test";

// Plays BuyWord through the table as a person would, whatever it is dealt: picks the biggest
// draw when choosing, buys when it can afford to (else discards), sells one short word a turn
// when its hand makes one the room's judge accepts, discards down when over the limit.

/** Two-letter words; the judge has the last word, so a word missing from the room's lexicon is just skipped. */
export const SHORT_WORDS = [
  "AT",
  "TO",
  "IN",
  "ON",
  "AN",
  "IT",
  "IS",
  "AS",
  "OR",
  "NO",
  "SO",
  "DO",
  "GO",
  "HE",
  "WE",
  "BE",
  "ME",
  "US",
  "UP",
  "AM",
  "BY",
  "MY",
  "IF",
  "OF",
  "OH",
  "OX",
  "AX",
  "EX",
  "HI",
  "LO",
  "PA",
  "YE",
  "AH",
  "EH",
  "ID",
  "OW",
];

/** After `maxSales` sales the bot discards every draw, so the game runs quickly to its end. */
export type BotState = {
  sales: number;
  soldThisTurn: boolean;
  readonly maxSales: number;
  /** Called once, with a sellable word in the builder (for a screenshot). */
  onSellable?: ((page: Page) => Promise<void>) | undefined;
  /**
   * Leaves a selling turn to the test (neither sells nor ends it): a test that plays the bot
   * until it can sell for itself must not find the bot has sold first, as it did when the turn
   * arrived between the test's look and the bot's.
   */
  leavesSellingTurns?: boolean;
};

export const newBot = (maxSales = 2, onSellable?: (page: Page) => Promise<void>): BotState => ({
  sales: 0,
  soldThisTurn: false,
  maxSales,
  onSellable,
});

/** The letters of the hand shown in the word builder ("*" for a wild). */
export async function handLetters(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole("list", { name: "Your hand" })
    .getByRole("button")
    .evaluateAll((els) =>
      els
        .filter((el) => !(el as HTMLButtonElement).disabled)
        .map((el) => el.getAttribute("aria-label") ?? ""),
    );
  return labels.map((l) => (l.startsWith("Add wild") ? "*" : (l.match(/^Add ([A-Z]),/)?.[1] ?? "")));
}

/** Words the hand can spell, those needing no wild first. */
export function candidates(hand: string[]): string[] {
  const wilds = hand.filter((l) => l === "*").length;
  const scored: { word: string; wild: boolean }[] = [];
  for (const word of SHORT_WORDS) {
    const left = [...hand];
    let wildUsed = false;
    let ok = true;
    for (const ch of word) {
      const at = left.indexOf(ch);
      if (at >= 0) left.splice(at, 1);
      else if (!wildUsed && wilds > 0) wildUsed = true;
      else ok = false;
    }
    if (ok) scored.push({ word, wild: wildUsed });
  }
  return scored.sort((a, b) => Number(a.wild) - Number(b.wild)).map((s) => s.word);
}

async function trySell(page: Page, bot: BotState): Promise<boolean> {
  const input = page.getByTestId("bw-word-input");
  const status = page.getByTestId("bw-word-status");
  // The builder loads on the first selling turn.
  await expect(input).toBeVisible({ timeout: 15_000 });
  for (const word of candidates(await handLetters(page)).slice(0, 4)) {
    await input.fill(word);
    await expect(status).toHaveText(/^[✓✗]/, { timeout: 10_000 });
    if ((await status.textContent())?.startsWith("✓")) {
      if (bot.onSellable) {
        await bot.onSellable(page);
        bot.onSellable = undefined;
      }
      // Keyboard first: Enter sells the word in the field.
      await input.press("Enter");
      await expect(input).toHaveValue("", { timeout: 10_000 });
      bot.sales++;
      return true;
    }
  }
  await input.fill("");
  return false;
}

const visible = (page: Page, name: RegExp | string) =>
  page
    .getByTestId("bw-decision")
    .getByRole("button", { name, exact: typeof name === "string" })
    .first()
    .isVisible()
    .catch(() => false);

/** Makes this seat's current decision, if it has one. "over" once the game has ended. */
export async function actOnce(page: Page, bot: BotState): Promise<"acted" | "idle" | "over"> {
  const table = page.getByTestId("buyword-table");
  if (await table.getByRole("heading", { name: "Game over" }).isVisible()) return "over";
  const decision = page.getByTestId("bw-decision");
  try {
    if (await visible(page, "5")) {
      await decision.getByRole("button", { name: "5", exact: true }).click({ timeout: 2_000 });
      return "acted";
    }
    if (await visible(page, /^Buy for \$/)) {
      bot.soldThisTurn = false;
      const buy = decision.getByRole("button", { name: /^Buy for \$/ });
      const discard = decision.getByRole("button", { name: "Discard", exact: true });
      // Discard is disabled only while the previous move's answer is on its way.
      await expect(discard).toBeEnabled({ timeout: 10_000 });
      if (bot.sales < bot.maxSales && (await buy.isEnabled())) await buy.click({ timeout: 2_000 });
      else await discard.click({ timeout: 2_000 });
      return "acted";
    }
    if (await visible(page, "Fits")) {
      await decision.getByRole("button", { name: "Fits", exact: true }).click({ timeout: 2_000 });
      return "acted";
    }
    if (await visible(page, /^Discard \d+ and end turn$/)) {
      const confirm = decision.getByRole("button", { name: /^Discard \d+ and end turn$/ });
      const tiles = decision.getByRole("button", { name: /^Discard [A-Z],/ });
      for (let i = 0; i < (await tiles.count()) && !(await confirm.isEnabled()); i++)
        await tiles.nth(i).click();
      await confirm.click({ timeout: 2_000 });
      bot.soldThisTurn = false;
      return "acted";
    }
    if (await visible(page, /^End turn/)) {
      if (bot.leavesSellingTurns) return "idle";
      // One sale a turn at most, as its own move, then the end of the turn as another.
      if (!bot.soldThisTurn && bot.sales < bot.maxSales) {
        bot.soldThisTurn = true;
        return (await trySell(page, bot)) ? "acted" : "idle";
      }
      await decision.getByRole("button", { name: /^End turn/ }).click({ timeout: 2_000 });
      if (!(await visible(page, /^Discard \d+ and end turn$/))) bot.soldThisTurn = false;
      return (await visible(page, /^Discard \d+ and end turn$/)) ? "idle" : "acted";
    }
  } catch {
    // The table moved on under the click (another seat acted, a step arrived): look again.
    return "idle";
  }
  return "idle";
}

/**
 * The table's version: each applied move bumps it. Null once the page has put the table away
 * for good: the Daily shows its result in its place within seconds of the end, sometimes
 * before the bot has looked at the table's "Game over".
 */
async function versionOf(page: Page): Promise<number | null> {
  const table = page.getByTestId("buyword-table");
  const version = await table.getAttribute("data-version", { timeout: 10_000 }).catch(() => null);
  return version === null ? null : Number(version);
}

/** Makes the decision, then waits for the table to show its outcome (or a refusal). */
async function actAndSettle(page: Page, bot: BotState): Promise<"acted" | "idle" | "over"> {
  const before = await versionOf(page);
  if (before === null) return "over";
  const outcome = await actOnce(page, bot);
  if (outcome === "acted") {
    await expect
      .poll(
        async () =>
          ((await versionOf(page)) ?? Number.POSITIVE_INFINITY) > before ||
          (await page.getByTestId("bw-decision").getByRole("alert").count()) > 0,
        {
          timeout: 10_000,
        },
      )
      .toBe(true)
      .catch(() => undefined);
  }
  return outcome;
}

/** Plays every seat until each table says the game is over. */
export async function playToTheEnd(
  pages: readonly Page[],
  bots: BotState[],
  budgetMs: number,
): Promise<void> {
  const until = Date.now() + budgetMs;
  const over = pages.map(() => false);
  while (!over.every(Boolean)) {
    if (Date.now() > until) throw new Error("the game did not finish in time");
    let acted = false;
    for (const [i, page] of pages.entries()) {
      if (over[i]) continue;
      const outcome = await actAndSettle(page, bots[i] as BotState);
      if (outcome === "over") over[i] = true;
      if (outcome === "acted") acted = true;
    }
    if (!acted) await pages[0]?.waitForTimeout(150);
  }
}
