import { expect, type Page, test } from "@playwright/test";
import {
  callTrpc as call,
  DESKTOP,
  expectNoA11yViolations,
  newPerson,
  overflowsHorizontally,
  PHONE,
  saveScreen,
  signIn,
} from "./support";

// Table mode, as a family plays Oh My Word around a TV: Ann (the host) and Bo sit at the
// table with their phones; Ann's laptop, signed in as her, shows the table display; Cy plays
// from home on a desktop. Ann turns table mode on in the room's settings, the game starts,
// and three turns are played through the real pages: a draw, a category covered with a term
// and the bag passed, on each phone and on the desktop. The display shows each cover and the
// new holder as it happens, as does Cy's table; a challenge and a vote show there too. The
// display watches as a spectator even though Ann is seated (its payload is checked for
// secrets in packages/api's table-display integration test).

test.setTimeout(300_000);

const TV = { width: 1920, height: 1080 };

const display = (page: Page) => page.getByTestId("table-display");
const table = (page: Page) => page.locator("[data-omw-table]");

/** The holder's turn on their own table: draw, pick the first open category, name a term, cover and pass. */
async function playTurn(page: Page, word: string, { tap }: { readonly tap: boolean }) {
  const draw = page.getByRole("button", { name: "Draw a tile" });
  await expect(draw).toBeEnabled({ timeout: 20_000 });
  await (tap ? draw.tap() : draw.click());
  const letter = (await page.getByTestId("omw-letter").textContent())?.trim() ?? "";
  expect(letter).toMatch(/^[A-Z]$/);
  const category = page.getByLabel("Category");
  await category.selectOption({ index: 1 });
  const term = `${letter}${word}`;
  await page.getByLabel("Your term").fill(term);
  const cover = page.getByRole("button", { name: "Cover and pass the bag" });
  await (tap ? cover.tap() : cover.click());
  return { letter, term };
}

test("table mode: a shared display, phones as seats and a remote player on a desktop", async ({
  browser,
}) => {
  const ann = await newPerson(browser, "Ann", { viewport: PHONE, phone: true });
  const bo = await newPerson(browser, "Bo", { viewport: PHONE, phone: true });
  const cy = await newPerson(browser, "Cy", { viewport: DESKTOP });
  const room = await call(ann.context, "rooms.create", {
    kind: "oh-my-word",
    name: "Sunday table",
    config: {
      seats: 3,
      firstSeat: 0,
      boards: [{ kind: "built-in", board: 1, side: "front" }],
      // The hidden timer goes off once, 90 s after the start: long after the three turns (a
      // few seconds each), so only the players move the bag until then. Long judging windows.
      // Long enough for three turns and a vote on a loaded machine (at 90 s CI saw it go off
      // during the third turn), and it still goes off while the test waits, with Ann holding.
      timer: { minMs: 150_000, maxMs: 150_000 },
      judging: { mode: "challenge", challengeWindowMs: 120_000, voteWindowMs: 120_000 },
      tiles: { reverse: 0 },
    },
  });
  for (const p of [bo, cy]) await call(p.context, "rooms.join", { code: room.code });

  // The host turns table mode on where the other settings are, and the room page links the display.
  await ann.page.goto(`/rooms/${room.id}`);
  await ann.page.getByRole("button", { name: "Change settings" }).tap();
  const option = ann.page.getByLabel("Table mode: play together in one room");
  await expect(option).not.toBeChecked();
  await expect(ann.page.getByText(/a laptop or TV opens the table display/).first()).toBeVisible();
  await option.check();
  await ann.page.getByRole("button", { name: "Save settings" }).tap();
  await expect(ann.page.getByText(/^On\. For players in one room/)).toBeVisible();
  const link = ann.page.getByRole("link", { name: /Open the table display/ });
  await expect(link).toHaveAttribute("href", `/rooms/${room.id}/display`);
  await cy.page.goto(`/rooms/${room.id}`);
  await expect(cy.page.getByRole("link", { name: /Open the table display/ })).toBeVisible();

  // Ann's laptop: signed in as her, on the display, before the game.
  const tvContext = await browser.newContext({ viewport: TV });
  const tv = await tvContext.newPage();
  await signIn(tv, ann.player);
  await tv.goto(`/rooms/${room.id}/display`);
  await expect(display(tv).getByRole("heading", { name: "Waiting for the game to start" })).toBeVisible();
  await expect(display(tv).getByText(`/join/${room.code}`)).toBeVisible();
  await saveScreen(tv, "table-mode-display-waiting", { fullPage: false });

  for (const p of [ann, bo, cy]) await call(p.context, "rooms.setReady", { roomId: room.id, ready: true });
  await call(ann.context, "rooms.start", { roomId: room.id });
  for (const page of [ann.page, bo.page, cy.page]) {
    await page.goto(`/rooms/${room.id}`);
    await expect(table(page)).toBeVisible({ timeout: 30_000 });
  }

  // The display follows the room into the game; sound waits for one click.
  const holder = display(tv).getByTestId("display-holder");
  await expect(holder).toContainText("Ann holds the bag", { timeout: 30_000 });
  await expect(display(tv).getByRole("region", { name: /^Board: / })).toBeVisible();
  const startSound = display(tv).getByRole("button", { name: "Start sound" });
  await expect(startSound).toBeVisible();
  await startSound.click();
  await expect(display(tv).getByRole("button", { name: "Sound on" })).toBeVisible();
  await expect(display(tv).getByText("Timer ticking…")).toBeVisible();
  // It is no seat: Ann's own table on the same account is not shown there.
  await expect(display(tv).getByRole("button", { name: "Draw a tile" })).toHaveCount(0);
  await expect(display(tv).getByTestId("display-player")).toHaveCount(3);

  // Phones at the table get the seat view; the desktop keeps the whole table.
  for (const phone of [ann.page, bo.page]) {
    await expect(phone.getByRole("button", { name: "Show the whole table" })).toBeVisible();
    await expect(phone.getByRole("region", { name: "Players" })).toHaveCount(0);
    await expect(phone.getByTestId("seat-tokens")).toContainText("none yet");
    expect(await overflowsHorizontally(phone)).toBe(false);
  }
  await expect(cy.page.getByRole("region", { name: "Players" })).toBeVisible();
  await expect(cy.page.getByRole("button", { name: /Show the whole table|Show my seat only/ })).toHaveCount(
    0,
  );
  await expect(cy.page.getByRole("region", { name: /^Board: / })).toBeVisible();

  // Turn 1, on Ann's phone. The display and Cy's desktop show the cover and Bo with the bag.
  await expect(ann.page.getByRole("button", { name: "Draw a tile" })).toBeInViewport();
  await saveScreen(ann.page, "table-mode-phone-draw", { fullPage: false });
  const draw = ann.page.getByRole("button", { name: "Draw a tile" });
  await draw.tap();
  await expect(ann.page.getByTestId("omw-letter")).toBeVisible();
  await expect(display(tv).getByTestId("display-letter")).toHaveText(
    (await ann.page.getByTestId("omw-letter").textContent()) ?? "",
  );
  await saveScreen(ann.page, "table-mode-phone-letter", { fullPage: false });
  const letter = (await ann.page.getByTestId("omw-letter").textContent())?.trim() ?? "";
  const category = ann.page.getByLabel("Category");
  const firstCategory = ((await category.locator("option").nth(1).textContent()) ?? "").trim();
  await category.selectOption({ index: 1 });
  await expect(holder).toContainText(`with ${letter} for ${firstCategory}`);
  const first = `${letter}ickle`;
  await ann.page.getByLabel("Your term").fill(first);
  await ann.page.getByRole("button", { name: "Cover and pass the bag" }).tap();
  await expect(holder).toContainText("Bo holds the bag");
  await expect(display(tv).getByTestId("display-covered")).toHaveCount(1);
  await expect(display(tv).getByTestId("display-covered").first()).toContainText(first);
  await expect(display(tv).getByTestId("display-claim")).toContainText(first);
  await expect(cy.page.getByTestId("omw-holder")).toContainText("Bo holds the bag");
  await expect(
    cy.page.getByRole("region", { name: /^Board: / }).getByText(first, { exact: true }),
  ).toBeVisible();

  // Turn 2, on Bo's phone.
  const second = await playTurn(bo.page, "oodle", { tap: true });
  await expect(holder).toContainText("Cy holds the bag");
  await expect(display(tv).getByTestId("display-covered")).toHaveCount(2);
  await expect(display(tv).getByRole("region", { name: /^Board: / })).toContainText(second.term);
  await expect(
    cy.page.getByRole("region", { name: /^Board: / }).getByText(second.term, { exact: true }),
  ).toBeVisible();

  // Turn 3, Cy from home on the desktop; Ann has the bag again.
  const third = await playTurn(cy.page, "ambo", { tap: false });
  // The cover first: the bag also reaches Ann if the timer goes off in Cy's hands.
  await expect(display(tv).getByTestId("display-claim").filter({ hasText: third.term })).toHaveCount(1);
  await expect(holder).toContainText("Ann holds the bag");
  await expect(display(tv).getByTestId("display-covered")).toHaveCount(3);
  await expect(display(tv).getByRole("region", { name: /^Board: / })).toContainText(third.term);
  await expect(ann.page.getByRole("button", { name: "Draw a tile" })).toBeVisible();

  // Bo challenges Cy's term from his phone, Ann votes from hers: the display follows the judging.
  await bo.page.getByRole("button", { name: `Challenge “${third.term}”` }).tap();
  const claimOnTv = display(tv).getByTestId("display-claim").filter({ hasText: third.term });
  await expect(claimOnTv).toContainText("Challenged by Bo");
  await expect(cy.page.getByRole("region", { name: "Open claims" })).toContainText("Challenged by Bo");
  await expect(ann.page.getByRole("button", { name: `Accept “${third.term}”` })).toBeVisible();
  await saveScreen(ann.page, "table-mode-phone-vote", { fullPage: false });
  await saveScreen(tv, "table-mode-display-tv", { fullPage: false });
  await ann.page.getByRole("button", { name: `Accept “${third.term}”` }).tap();
  // A challenge is the challenger's reject: with Ann's accept every judge has voted, the
  // claim is settled by the room's rule and leaves the display and the remote table alike.
  await expect(claimOnTv).toHaveCount(0, { timeout: 20_000 });
  await expect(cy.page.getByRole("region", { name: "Open claims" }).getByText(third.term)).toHaveCount(0);

  // The whole table is one tap away on a phone, and back.
  await bo.page.getByRole("button", { name: "Show the whole table" }).tap();
  await expect(bo.page.getByRole("region", { name: "Players" })).toBeVisible();
  await bo.page.getByRole("button", { name: "Show my seat only" }).tap();
  await expect(bo.page.getByRole("region", { name: "Players" })).toHaveCount(0);

  // The timer goes off while Ann holds the bag: she takes a token and hands the bag on
  // (OMW-21). It is face down on the display (a count and no value) and on Cy's table, face
  // up on her own phone only.
  const annOnTv = display(tv).getByRole("listitem", { name: /^Ann: 1 token$/ });
  await expect(annOnTv).toBeVisible({ timeout: 160_000 });
  await expect(annOnTv).not.toContainText(/\d/);
  await expect(ann.page.getByTestId("seat-tokens")).toContainText(/\(\d+ points?\)/);
  await expect(cy.page.getByRole("img", { name: "1 face-down token" })).toBeVisible();

  // No face-up token, no seat's controls on the display; axe finds nothing.
  await expect(display(tv).getByRole("button", { name: /Challenge|Accept|Reject/ })).toHaveCount(0);
  await saveScreen(tv, "table-mode-display-tv-after", { fullPage: false });
  await expectNoA11yViolations(tv);
  await tv.setViewportSize(DESKTOP);
  await expect(holder).toBeInViewport();
  await saveScreen(tv, "table-mode-display-laptop", { fullPage: false });
  await saveScreen(ann.page, "table-mode-phone-seat", { fullPage: false });
  await saveScreen(cy.page, "table-mode-desktop-remote", { fullPage: false });
  await tvContext.close();
});
