import { expect, type Page, test } from "@playwright/test";
import { actOnce, candidates, handLetters, newBot, SHORT_WORDS } from "./buyword-bot";
import { callTrpc, expectNoA11yViolations, newPerson, saveScreen } from "./support";

// The crossword variant (BW-24 to BW-27) through the table, as a person places words: on the
// grid by pointer, the new letters shown as ghost tiles; then a second word typed whole
// through a letter already in the grid and placed and sold by keyboard alone (Tab into the
// grid, the arrows, Enter to start the word there and again to turn it, Tab to "Sell").
// The deal is random, so the words are found in the hand.

test.setTimeout(180_000);

const cell = (page: Page, row: number, col: number) =>
  page
    .getByTestId("bw-placement-grid")
    .getByRole("button", { name: new RegExp(`^Row ${row}, column ${col}: `) });

/** What has the focus: a grid cell (row, column), a test id, and its accessible name or text. */
async function focusedThing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const cellKey = el?.dataset.cell;
    return {
      cell: cellKey ? (cellKey.split(",").map(Number) as [number, number]) : null,
      testId: el?.dataset.testid ?? null,
      name: el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "",
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focus is on what `found` looks for. */
async function tabUntil(
  page: Page,
  found: (f: Awaited<ReturnType<typeof focusedThing>>) => boolean,
  back = false,
) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const f = await focusedThing(page);
    if (found(f)) return f;
  }
  throw new Error(`Tab never reached it; the focus is on ${JSON.stringify(await focusedThing(page))}`);
}

test("a crossword word is placed on the grid by pointer, and a second typed whole through it by keyboard", async ({
  browser,
}) => {
  const ana = await newPerson(browser, "Ana");
  const page = ana.page;
  const room = await callTrpc(ana.context, "rooms.create", {
    kind: "buyword",
    name: "Crossword solo",
    visibility: "private",
    config: { players: 1, variants: { crossword: true } },
  });
  await callTrpc(ana.context, "rooms.setReady", { roomId: room.id, ready: true });
  await callTrpc(ana.context, "rooms.start", { roomId: room.id });
  await page.goto(`/rooms/${room.id}`);
  const input = page.getByTestId("bw-word-input");
  const status = page.getByTestId("bw-word-status");

  // Buy until a selling turn opens the word builder with a hand that spells a short word: the
  // deal is random, and a hand such as eight wilds, C and K spells none (one wild a word).
  // (The selling turn is told by its "End turn" button: the builder itself loads a moment later.)
  // It buys every draw it can and leaves each selling turn to the test.
  const bot = { ...newBot(5), leavesSellingTurns: true };
  const endTurn = page.getByTestId("bw-decision").getByRole("button", { name: /^End turn/ });
  let first: string | null = null;
  const hands: string[] = [];
  for (let turn = 0; turn < 4 && first === null; turn++) {
    await expect
      .poll(
        async () => {
          if (await endTurn.isVisible()) return true;
          await actOnce(page, bot);
          return false;
        },
        { timeout: 60_000, intervals: [300] },
      )
      .toBe(true);

    await expect(input).toBeVisible({ timeout: 15_000 });
    // The first word starts at the centre (starred), across: its new letters show as ghosts.
    await expect(cell(page, 0, 0)).toHaveAccessibleName(/empty, the word starts here, across/);
    for (const word of candidates(await handLetters(page))) {
      await input.fill(word);
      await expect(status).toHaveText(/^[✓✗]/, { timeout: 10_000 });
      if ((await status.textContent())?.startsWith("✓")) {
        first = word;
        break;
      }
    }
    if (first !== null) break;
    hands.push((await handLetters(page)).join(""));
    await input.fill("");
    await endTurn.click();
    await expect(endTurn).toHaveCount(0);
  }
  if (first === null) throw new Error(`no two-letter word in four selling turns: ${hands.join(", ")}`);
  await expect(cell(page, 0, 1)).toHaveAccessibleName(new RegExp(`: ${first[1]}, new$`));
  // A second tap on the start turns the word down.
  await cell(page, 0, 0).click();
  await expect(page.getByRole("button", { name: "Down ↓" })).toHaveAttribute("aria-pressed", "true");
  await expect(cell(page, 1, 0)).toHaveAccessibleName(new RegExp(`: ${first[1]}, new$`));
  await expect(status).toHaveText(/^✓/, { timeout: 10_000 });
  await saveScreen(page, "buyword-crossword-first");
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreen(page, "buyword-crossword-first-phone", { fullPage: false });
  await expectNoA11yViolations(page, "[data-testid=buyword-table]");
  await page.setViewportSize({ width: 1280, height: 800 });
  const handTiles = page.getByRole("list", { name: "Your hand" }).getByRole("button");
  const before = await handTiles.count();
  // Enter in the word field sells, and leaves the focus there for the next word.
  await input.press("Enter");
  await expect(input).toHaveValue("", { timeout: 10_000 });
  await expect(cell(page, 1, 0)).toHaveAccessibleName(new RegExp(`: ${first[1]}(,|$)`));
  // The sold tiles leave the hand with an animation: read the hand once they are gone.
  await expect(handTiles).toHaveCount(before - 2);

  // The second word, typed whole, across through one of the first word's letters: only its
  // new letter is taken from the hand, and the field keeps the word as typed.
  const hand = await handLetters(page);
  const crossings = SHORT_WORDS.flatMap((word) =>
    [0, 1].flatMap((row) => {
      const onGrid = first?.[row] as string;
      // The grid letter is the word's second (start left of it) or its first (start on it).
      const options: { word: string; at: [number, number]; fromHand: string }[] = [];
      if (word[1] === onGrid) options.push({ word, at: [row, -1], fromHand: word[0] as string });
      if (word[0] === onGrid) options.push({ word, at: [row, 0], fromHand: word[1] as string });
      return options;
    }),
  );
  const playable = crossings.filter((c) => hand.includes(c.fromHand) || hand.includes("*"));
  await expect(input).toBeFocused();
  let second: (typeof playable)[number] | null = null;
  for (const c of playable) {
    // From the word field, by keyboard alone: type the word, Tab into the grid, walk the
    // arrows to where the word starts, Enter (and Enter again to turn it across).
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(c.word);
    let at = await tabUntil(page, (f) => f.cell !== null);
    const [row, col] = c.at;
    for (const [key, gap] of [
      ["ArrowDown", row - (at.cell?.[0] ?? 0)],
      ["ArrowUp", (at.cell?.[0] ?? 0) - row],
      ["ArrowRight", col - (at.cell?.[1] ?? 0)],
      ["ArrowLeft", (at.cell?.[1] ?? 0) - col],
    ] as const) {
      for (let i = 0; i < gap; i++) await page.keyboard.press(key);
    }
    at = await focusedThing(page);
    expect(at.cell, "the arrows reach the start").toEqual([row, col]);
    await page.keyboard.press("Enter");
    await expect(cell(page, row, col)).toHaveAttribute("aria-pressed", "true");
    if ((await page.getByRole("button", { name: "Across →" }).getAttribute("aria-pressed")) !== "true")
      await page.keyboard.press("Enter");
    await expect(cell(page, row, col)).toHaveAccessibleName(/the word starts here, across$/);
    await expect(status).toHaveText(/^[✓✗]/, { timeout: 10_000 });
    if ((await status.textContent())?.startsWith("✓")) {
      second = c;
      break;
    }
    // Not a word here: Shift+Tab back to the field for the next one.
    await tabUntil(page, (f) => f.testId === "bw-word-input", true);
  }
  if (second === null) throw new Error(`no crossing word for ${first} from ${hand.join("")}`);
  await expect(input).toHaveValue(second.word);
  await expect(page.getByRole("list", { name: "Tiles in the word" }).getByRole("listitem")).toHaveCount(1);
  await saveScreen(page, "buyword-crossword-second");
  // On from the grid to "Sell for $…", and Enter.
  await tabUntil(page, (f) => /^Sell for \$/.test(f.name));
  await page.keyboard.press("Enter");
  await expect(input).toHaveValue("", { timeout: 10_000 });
  // The new letter sits left of the grid letter, or right of it when the word starts on it.
  const [row, col] = second.at;
  await expect(cell(page, row, col === -1 ? -1 : 1)).toHaveAccessibleName(
    new RegExp(`: ${second.fromHand}(,|$)`),
  );
  await expect(page.getByTestId("buyword-table").getByText(`sold ${second.word}`).first()).toBeVisible();
});
