import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  createRoom,
  expectNoA11yViolations,
  getReady,
  joinByInvite,
  newPerson,
  overflowsHorizontally,
  saveScreen,
  startGame,
  tensionAnimation,
} from "./support";

// Three people play Oh My Word to the end through the real pages: sign-up, a room made in
// the lobby, joining by the invite link, then the table. The bag is random (no test seed),
// so the test plays whatever it gives: it draws until a reverse tile turns up, covers with
// whatever letter comes, and lets the hidden timer go off to end the game. The room uses a
// short timer, many reverse tiles and five bad-luck tokens, so the game ends in a few
// rounds: it ends when the last token is taken (OMW-34), or in a tiebreaker after that.

test.setTimeout(720_000);

type Seat = { name: string; context: BrowserContext; page: Page };

const drawButton = (page: Page) => page.getByRole("button", { name: "Draw a tile" });
const table = (page: Page) => page.locator("[data-omw-table]");
/** axe on the table itself (the room page around it has its own checks). */
const expectTableAccessible = (page: Page) => expectNoA11yViolations(page, "[data-omw-table]");

const log = (page: Page) => page.getByRole("region", { name: "What happened" });
const latestLogLine = async (page: Page) =>
  (await log(page).getByRole("listitem").first().textContent())?.trim();
const playerRow = (page: Page, name: string) =>
  page.getByRole("region", { name: "Players" }).getByRole("listitem", { name: new RegExp(`^${name}`) });

/** The index of the player whose page offers "Draw a tile", waiting for the bag to settle. */
async function findHolder(seats: Seat[], timeoutMs = 40_000): Promise<number | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const [i, s] of seats.entries()) {
      if (s.page.isClosed()) continue;
      if (await s.page.getByTestId("omw-final").isVisible()) return null;
      if (await drawButton(s.page).isVisible()) return i;
    }
    await seats[0]?.page.waitForTimeout(200);
  }
  throw new Error("nobody was offered the bag");
}

type TurnOutcome = { kind: "reverse" } | { kind: "claimed"; term: string } | { kind: "lost" };

/**
 * The holder draws; with a letter they pick the first open category, type a term starting
 * with it and press Enter (cover and pass in one). A reverse tile sends the bag back by
 * itself. "lost": the hidden timer went off first.
 */
async function takeTurn(page: Page, n: number): Promise<TurnOutcome> {
  // The timer can go off (and even end the game) between seeing the button and clicking it:
  // then the turn is lost, instead of the click waiting for a button that never comes back.
  const drew = await drawButton(page)
    .click({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (!drew) return { kind: "lost" };
  const termField = page.getByLabel("Your term");
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (await termField.isVisible()) {
      try {
        return await claimByKeyboard(page, n);
      } catch (error) {
        // The timer can also go off right after the draw, taking the form away with the bag
        // (seen once: 150 ms later). Waiting on the form's parts would then wait forever.
        if (await termField.isVisible()) throw error;
        return { kind: "lost" };
      }
    }
    if (!(await drawButton(page).isVisible())) {
      // The bag left without a letter to play: the newest move in the log says why.
      const newest = await latestLogLine(page);
      return newest?.startsWith("You drew a reverse tile!") ? { kind: "reverse" } : { kind: "lost" };
    }
    await page.waitForTimeout(100);
  }
  return { kind: "lost" };
}

/** With the term form up: pick the first open category and cover it, by keyboard. */
async function claimByKeyboard(page: Page, n: number): Promise<TurnOutcome> {
  const termField = page.getByLabel("Your term");
  const letter = (await page.getByTestId("omw-letter").textContent({ timeout: 5_000 }))?.trim() ?? "";
  expect(letter).toMatch(/^[A-Z]$/);
  const term = `${letter}umble ${n}`;
  // Keyboard first: the category list has the focus after drawing; type, Tab, type, Enter.
  await expect(page.getByLabel("Category")).toBeFocused();
  await page.getByLabel("Category").selectOption({ index: 1 }, { timeout: 5_000 });
  await page.keyboard.press("Tab");
  await expect(termField).toBeFocused();
  await page.keyboard.type(term);
  await page.keyboard.press("Enter");
  await expect(termField).toBeHidden({ timeout: 10_000 });
  return { kind: "claimed", term };
}

test("three people play Oh My Word to the end: reverse, challenge and vote, a timeout, a page closed and reopened", async ({
  browser,
}) => {
  // Ann plays with motion on (this file's project); Bo and Cy asked for reduced motion, so
  // one game plays both paths, and two of the three pages don't draw the strip's beat every
  // frame for four minutes on the two cores the other files share.
  const ann = await newPerson(browser, "Ann");
  const bo = await newPerson(browser, "Bo", { reducedMotion: "reduce" });
  // The third player is on a 360 px phone.
  const cy = await newPerson(browser, "Cy", {
    viewport: { width: 360, height: 780 },
    reducedMotion: "reduce",
  });
  const seats: Seat[] = [
    { name: "Ann", ...ann },
    { name: "Bo", ...bo },
    { name: "Cy", ...cy },
  ];

  const room = await createRoom(ann.page, {
    kind: "oh-my-word",
    name: "Word night",
    players: 3,
    fields: {
      "Board 2": "Not on the table",
      "Board 3": "Not on the table",
      "Board 4": "Not on the table",
      // Long enough that the scripted turns (a reverse, a challenge and vote, a page closed
      // and reopened) fit in the rounds before the last token goes, even on a busy machine;
      // at 20–25 s the game sometimes ended first.
      "Shortest timer (seconds)": 35,
      "Longest timer (seconds)": 40,
      "Challenge window (seconds)": 30,
      // The voter looks before voting (a hint, a screenshot): on a loaded machine that once
      // outlasted a 30 s window, the vote closed and the Reject button never came. A longer
      // window costs nothing: it closes as soon as the last vote is in.
      "Vote window (seconds)": 90,
      "Reverse tiles": 50,
      // Six tokens: with four, a game could end (or go to a tiebreaker without Cy) before
      // Cy, back at the table, held the bag again, and with five it did on a slow machine.
      "Tokens worth 1": 4,
      "Tokens worth 2": 1,
      "Tokens worth 3": 1,
    },
  });
  await joinByInvite(bo.page, room.inviteUrl);
  await joinByInvite(cy.page, room.inviteUrl);
  for (const s of seats) await getReady(s.page);
  await startGame(ann.page);
  for (const s of seats) await expect(table(s.page)).toBeVisible({ timeout: 30_000 });
  await saveScreen(ann.page, "omw-table-start");
  // This file plays with motion on (the other files ask for reduced motion): the strip beats.
  await expect.poll(() => tensionAnimation(ann.page)).toBe("pulse");

  let sawReverse = false;
  let challenged = false;
  let cyCameBack = false;
  let cyPlayedAfter = false;
  for (let n = 1; n <= 40 && !(sawReverse && challenged && cyPlayedAfter); n++) {
    const h = await findHolder(seats);
    if (h === null) break;
    // Cy closes the page while someone else holds the bag, the others see Cy away, and Cy
    // comes back to the room, finds the same table and plays on.
    if (challenged && !cyCameBack && h !== 2) {
      await cy.page.close();
      await expect(playerRow(ann.page, "Cy").getByText("(away)")).toBeAttached({ timeout: 15_000 });
      cy.page = await cy.context.newPage();
      (seats[2] as Seat).page = cy.page;
      await cy.page.goto(`/rooms/${room.roomId}`);
      await expect(table(cy.page)).toBeVisible({ timeout: 30_000 });
      await expect(playerRow(ann.page, "Cy").getByText("(online)")).toBeAttached({ timeout: 15_000 });
      // The same game: the boards show as many covers as on Ann's page.
      const covered = (page: Page) =>
        page
          .getByText(/\d+\/15 covered/)
          .first()
          .textContent();
      await expect.poll(() => covered(cy.page)).toBe(await covered(ann.page));
      // Not scanned with axe here (as the other moments are not): a scan on a busy machine
      // took as long as a round of the timer, which ends the game if it runs out of tokens.
      // The phone's table is scanned in omw-phone-first-screen.spec.ts and accessibility.spec.ts.
      await saveScreen(cy.page, "omw-table-phone-after-return");
      expect(await overflowsHorizontally(cy.page)).toBe(false);
      cyCameBack = true;
      continue;
    }
    const holder = seats[h] as Seat;
    const outcome = await takeTurn(holder.page, n);
    if (cyCameBack && h === 2 && outcome.kind !== "lost") cyPlayedAfter = true;

    if (outcome.kind === "reverse" && !sawReverse) {
      sawReverse = true;
      // Everyone sees it in the log (the banner is brief); the bag went back by itself.
      for (const s of seats)
        await expect(
          log(s.page)
            .getByText(/drew a reverse tile!/)
            .first(),
        ).toBeVisible();
      await saveScreen(holder.page, "omw-reverse");
    }

    if (outcome.kind === "claimed" && !challenged) {
      // One click to challenge, one click to vote: with both judges against it, the term
      // is rejected and its tile goes back in the bag (OMW-27..29).
      const challenger = seats[(h + 1) % 3] as Seat;
      const voter = seats[(h + 2) % 3] as Seat;
      await challenger.page.getByRole("button", { name: `Challenge “${outcome.term}”` }).click();
      await expect(voter.page.getByText(`Challenged by ${challenger.name}`)).toBeVisible();
      // The room's judging hints are on by default: the voter is told what the word lists
      // know of the term, as a hint and not a verdict; the claimant is told nothing.
      await expect(voter.page.getByText("A hint, not a verdict: your vote decides.")).toBeVisible();
      await expect(holder.page.getByText("A hint, not a verdict")).toHaveCount(0);
      await saveScreen(voter.page, "omw-challenge-vote");
      await voter.page.getByRole("button", { name: `Reject “${outcome.term}”` }).click();
      for (const s of seats)
        await expect(
          log(s.page)
            .getByText(/was rejected; the tile goes back in the bag/)
            .first(),
        ).toBeVisible();
      challenged = true;
    }
  }
  expect(sawReverse).toBe(true);
  expect(challenged).toBe(true);
  expect(cyPlayedAfter).toBe(true);
  await saveScreen(ann.page, "omw-table-midgame");

  // Nobody plays on: the hidden timer goes off round after round until the tokens run out
  // (and a tiebreaker, if one is needed, knocks players out the same way).
  await expect(
    log(ann.page)
      .getByText(/^Time! /)
      .first(),
  ).toBeVisible({ timeout: 60_000 });
  for (const s of seats) await expect(s.page.getByTestId("omw-final")).toBeVisible({ timeout: 420_000 });

  // Everyone sees the same final scores, every token face up.
  const scoresOf = (page: Page) => page.getByTestId("omw-standing").allInnerTexts();
  const annScores = await scoresOf(ann.page);
  expect(annScores).toHaveLength(3);
  // The six tokens (worth 1, 1, 1, 1, 2 and 3) all went to someone, whatever the order.
  const tokenCells = await ann.page.getByTestId("omw-tokens").allInnerTexts();
  expect(tokenCells.flatMap((t) => t.match(/\d+/g) ?? []).sort()).toEqual(["1", "1", "1", "1", "2", "3"]);
  const anonymised = (rows: string[], me: string) => rows.map((r) => r.replace(/\bYou\b/, me));
  for (const s of seats)
    expect(anonymised(await scoresOf(s.page), s.name)).toEqual(anonymised(annScores, "Ann"));
  for (const s of seats) await saveScreen(s.page, `omw-final-${s.name.toLowerCase()}`);
  await expectTableAccessible(ann.page);

  // The host starts a rematch from the room; every page swaps in the new game's table.
  await ann.page.getByRole("button", { name: "Rematch" }).click();
  for (const s of seats) {
    await expect(s.page.getByTestId("omw-final")).toBeHidden({ timeout: 30_000 });
    await expect(s.page.getByText("0/15 covered")).toBeVisible();
  }
});
