import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import {
  DESKTOP,
  expectNoA11yViolations,
  overflowProblems,
  overflowsHorizontally,
  PHONE,
  saveScreen,
} from "./support";

// The replay of both games as a reader steps through it, from the engine's golden records
// (with names added, as the server's records carry them): it opens at the start with its
// controls, the boards show the terms on the covered categories, a BuyWord hand shows what
// its best sale plan would fetch, and each game ends as its table ended. On a phone nothing
// is wider than the screen. The screenshots are for a person to look at.

const NAMES = ["Ana", "Bo", "Cy", "Di"];

function goldenFile(game: "oh-my-word" | "buyword", name: string) {
  const record = JSON.parse(readFileSync(`packages/engine/src/${game}/golden/${name}.record.json`, "utf8"));
  const seats = record.config.players ?? record.config.seats;
  record.players = NAMES.slice(0, seats).map((n, seat) => ({ seat, name: n }));
  return { name: `${name}.json`, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(record)) };
}

async function openReplay(page: Page, file: ReturnType<typeof goldenFile>) {
  await page.goto("/replay");
  await page.getByLabel("Game record (.json)").setInputFiles(file);
  // It opens at the start, with its controls.
  await expect(page.getByText(/^Move 0 of \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("replay-step")).toContainText("The game is set up.");
  const controls = page.getByRole("region", { name: "Replay controls" });
  for (const name of ["Start", "Back", "Play", "Step", "End"])
    await expect(controls.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(controls.getByRole("slider")).toHaveValue("0");
}

/** Moves the timeline to a move, as dragging the slider does. */
async function goTo(page: Page, move: number) {
  await page.getByRole("slider").fill(String(move));
  await expect(page.getByText(new RegExp(`^Move ${move} of \\d+$`))).toBeVisible();
}

async function expectItFits(page: Page, where: string) {
  expect(await overflowProblems(page.locator("main")), where).toEqual([]);
  expect(await overflowsHorizontally(page), `${where} scrolls sideways`).toBe(false);
}

const table = (page: Page) => page.getByRole("region", { name: "The table at this move" });

for (const [size, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`an Oh My Word replay on a ${size}: terms on the covered categories, the end as the table showed it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, ...(size === "phone" ? { hasTouch: true } : {}) });
    const page = await context.newPage();
    await openReplay(page, goldenFile("oh-my-word", "full-game-with-timeouts"));
    await expect(table(page).getByText("Now", { exact: true })).toBeVisible();

    // Part way through: covered categories show their letter, the term and the category.
    await goTo(page, 40);
    const board = table(page)
      .getByRole("region", { name: /^Board: / })
      .first();
    // A covered tile draws its letter, term and category for the eye (and a sentence for screen readers).
    await expect(board.locator("[data-omw-tile] [aria-hidden='true']").first()).toBeVisible();
    await expect(
      table(page).getByText(/^(Ana|Bo|Cy) (holds the bag|is looking for a term with [A-Z]|passes the bag)/),
    ).toBeVisible();
    await expectItFits(page, "an Oh My Word step");
    await saveScreen(page, `replay-omw-step-${size}`, { fullPage: false });
    await board.scrollIntoViewIfNeeded();
    await saveScreen(page, `replay-omw-board-${size}`, { fullPage: false });

    // The end: every category covered, each with its term in view.
    await page.getByRole("button", { name: "End", exact: true }).click();
    const sofa = table(page).locator("[data-omw-tile]").filter({ hasText: "Something under the sofa" });
    await expect(sofa).toContainText("Flamingo");
    await expect(sofa).toContainText("F");
    await expect(sofa.getByText("Flamingo", { exact: true })).toBeVisible();
    await expect(page.getByTestId("omw-final")).toBeVisible();
    await expect(page.getByTestId("omw-standing")).toHaveCount(3);
    await expectItFits(page, "an Oh My Word replay's end");
    await expectNoA11yViolations(page, undefined, `Oh My Word replay's end, ${size}`);
    await saveScreen(page, `replay-omw-end-${size}`);
    await context.close();
  });

  test(`a BuyWord replay on a ${size}: hands beside their best sale, the end as the table showed it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, ...(size === "phone" ? { hasTouch: true } : {}) });
    const page = await context.newPage();
    await openReplay(page, goldenFile("buyword", "four-players-short-bag"));

    // A few moves in, the hands are open (everyone's, as seen by all) with their best sale.
    await goTo(page, 12);
    await expect(table(page).getByText(/^(Choosing the draw size|Buying|Selling|Game over)/)).toBeVisible();
    await expect(table(page).getByTestId("replay-best-plan").first()).toBeVisible();
    await expect(table(page).getByTestId("replay-best-plan").first()).toHaveText(
      /^(Best sale now: [A-Z]+ \$\d+|No word to sell in this hand\.)/,
    );
    await expectItFits(page, "a BuyWord step");
    await saveScreen(page, `replay-buyword-step-${size}`);

    // Seen by one player: their hand only, and "You" where their table said it.
    await page.getByLabel("Seen by").selectOption({ label: "Bo" });
    await expect(
      table(page)
        .getByText(/\(hidden\)/)
        .first(),
    ).toBeVisible();

    await page.getByRole("button", { name: "End", exact: true }).click();
    await expect(page.getByTestId("bw-winner")).toHaveText(/^Cy wins with \$\d+!$/);
    await expect(page.getByText(/^You finish \d(st|nd|rd|th) of 4\.$/)).toBeVisible();
    const standings = page.getByRole("list", { name: "Final standings" }).getByRole("listitem");
    await expect(standings).toHaveCount(4);
    await expect(standings.first()).toContainText("Winner");
    await page.getByLabel("Seen by").selectOption({ label: "Everyone (all hands open)" });
    await expect(page.getByText(/^You finish/)).toHaveCount(0);
    await expectItFits(page, "a BuyWord replay's end");
    await expectNoA11yViolations(page, undefined, `BuyWord replay's end, ${size}`);
    await saveScreen(page, `replay-buyword-end-${size}`);
    await context.close();
  });
}
