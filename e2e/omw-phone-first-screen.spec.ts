import { expect, type Page, test } from "@playwright/test";
import {
  callTrpc as call,
  DESKTOP,
  expectNoA11yViolations,
  expectOnFirstScreen,
  expectStuckAtTop,
  moveIds,
  newPerson,
  overflowProblems,
  overflowsHorizontally,
  PHONE,
  saveScreen,
  signIn,
} from "./support";

// On a 390×844 touch screen a player must get what a turn asks of them on the first screen,
// without scrolling: the table's header, their decision (the bag holder's draw, then the
// category and term; a judge's vote on a challenged term) and the start of the board. The
// header stays at the top while the page scrolls, and nothing is wider than the screen, not
// even a pack's category that is one very long word. Only a browser lays the page out, so
// this measures the real page; the screenshots are for a person to look at.

// Generous: the measures are many, and a busy two-core machine makes each take a second or two.
test.setTimeout(420_000);

// A board as a category pack could make it: words longer than a phone's tile is wide.
const LONG_WORDS = [
  "Pneumonoultramicroscopicsilicovolcanoconiosis",
  "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
  "Supercalifragilisticexpialidocious things",
  "Rechtsschutzversicherungsgesellschaften",
  "Something a lighthouse keeper would keep in the pocket of a raincoat",
  "Tea",
];

const table = (page: Page) => page.locator("[data-omw-table]");
const header = (page: Page) => page.getByTestId("omw-header");
const firstCategory = (page: Page) =>
  page
    .getByRole("region", { name: /^Board: / })
    .first()
    .getByRole("listitem")
    .first();
const claims = (page: Page) => page.getByRole("region", { name: "Open claims" });

/**
 * Nothing sticks out: the page doesn't scroll sideways, no tile's text runs past its tile,
 * and nothing on the table reaches past the screen's right edge.
 */
async function expectNothingOverflows(page: Page) {
  expect(await overflowsHorizontally(page), "the page scrolls sideways").toBe(false);
  expect(await overflowProblems(table(page))).toEqual([]);
}

test("on a 390×844 phone the header, the decision and the board's first row are on the first screen", async ({
  browser,
}) => {
  const ann = await newPerson(browser, "Ann", { viewport: DESKTOP });
  const bo = await newPerson(browser, "Bo", { viewport: PHONE, phone: true });
  const cy = await newPerson(browser, "Cy");
  const dee = await newPerson(browser, "Dee", { viewport: PHONE, phone: true });
  const room = await call(ann.context, "rooms.create", {
    kind: "oh-my-word",
    name: "Phone night",
    config: {
      seats: 4,
      firstSeat: 0,
      boards: [
        { kind: "built-in", board: 1, side: "front" },
        { kind: "custom", title: "Very long words", categories: LONG_WORDS },
      ],
      // Nothing runs out while the test looks: the hidden timer, the challenge and the vote.
      timer: { minMs: 600_000, maxMs: 600_000 },
      judging: { mode: "challenge", challengeWindowMs: 120_000, voteWindowMs: 120_000 },
      tiles: { reverse: 0 },
    },
  });
  for (const p of [bo, cy, dee]) await call(p.context, "rooms.join", { code: room.code });
  for (const p of [ann, bo, cy, dee])
    await call(p.context, "rooms.setReady", { roomId: room.id, ready: true });
  const { gameId } = await call(ann.context, "rooms.start", { roomId: room.id });

  // Every page is open before the claim: its challenge window (at most two minutes) then
  // runs only while the test looks, not while a busy machine loads four pages. Dee also
  // watches on a desktop, for the same moment's wide layout further on.
  const desktopContext = await browser.newContext({ viewport: DESKTOP });
  const desktop = await desktopContext.newPage();
  await signIn(desktop, dee.player);
  for (const page of [ann.page, bo.page, dee.page, desktop]) {
    await page.goto(`/rooms/${room.id}`);
    await expect(table(page)).toBeVisible({ timeout: 30_000 });
  }

  // Ann covers a category with a longish term and hands the bag to Bo: an open claim.
  await call(ann.context, "play.ohMyWord.draw", moveIds(gameId));
  const { view } = await call(ann.context, "games.view", { gameId }, "query");
  const term = `${view.turn.letter}ango chutney with lime pickle`;
  await call(ann.context, "play.ohMyWord.claim", { ...moveIds(gameId), category: 0, term });
  await call(ann.context, "play.ohMyWord.pass", moveIds(gameId));
  for (const page of [ann.page, bo.page, dee.page, desktop]) await expect(claims(page)).toBeVisible();

  // Bo holds the bag: the draw, then the category and the term, all above the fold.
  const holder = bo.page;
  const draw = holder.getByRole("button", { name: "Draw a tile" });
  await expectOnFirstScreen(holder, "the header", header(holder));
  await expectOnFirstScreen(holder, "the draw button", draw);
  await expectOnFirstScreen(holder, "the first category", firstCategory(holder));
  await saveScreen(holder, "omw-phone-holder-draw", { fullPage: false });
  await draw.tap();
  await expect(holder.getByTestId("omw-letter")).toBeVisible();
  await expectOnFirstScreen(holder, "the header", header(holder));
  await expectOnFirstScreen(holder, "the drawn letter", holder.getByTestId("omw-letter"));
  await expectOnFirstScreen(holder, "the category list", holder.getByLabel("Category"));
  await expectOnFirstScreen(holder, "the term field", holder.getByLabel("Your term"));
  await expectOnFirstScreen(
    holder,
    "the cover button",
    holder.getByRole("button", { name: "Cover and pass the bag" }),
  );
  await expectOnFirstScreen(holder, "the first category", firstCategory(holder));
  // A tap on an open tile picks it, as the list does.
  const open = holder.getByRole("button", { name: "Houseplant", exact: true });
  await open.tap();
  await expect(open).toHaveAttribute("aria-pressed", "true");
  await expectNothingOverflows(holder);
  await saveScreen(holder, "omw-phone-holder-claim", { fullPage: false });
  await saveScreen(holder, "omw-phone-holder-claim-full");

  // On a phone a claim is one line; a tap on it tells where it stands.
  const row = claims(holder).getByTestId("omw-claim").first().locator("button[aria-expanded]");
  await expect(claims(holder).getByText("Open to challenge")).toBeHidden();
  await row.tap();
  await expect(row).toHaveAttribute("aria-expanded", "true");
  await expect(claims(holder).getByText("Open to challenge")).toBeVisible();

  // Cy challenges Ann's term: Dee, a judge, votes from her phone's first screen.
  const claimId = (await call(cy.context, "games.view", { gameId }, "query")).view.claims[0].id;
  await call(cy.context, "play.ohMyWord.challenge", { ...moveIds(gameId), claim: claimId });
  const voter = dee.page;
  await expect(claims(voter).getByText("Challenged by Cy")).toBeVisible();
  const accept = claims(voter).getByRole("button", { name: `Accept “${term}”` });
  const reject = claims(voter).getByRole("button", { name: `Reject “${term}”` });
  await expectOnFirstScreen(voter, "the header", header(voter));
  await expectOnFirstScreen(voter, "the accept button", accept);
  await expectOnFirstScreen(voter, "the reject button", reject);
  await expectOnFirstScreen(voter, "the first category", firstCategory(voter));
  await expectNothingOverflows(voter);
  await saveScreen(voter, "omw-phone-voter", { fullPage: false });
  await saveScreen(voter, "omw-phone-voter-full");
  await expectNoA11yViolations(voter, "[data-omw-table]");
  await saveScreen(holder, "omw-phone-holder-challenged", { fullPage: false });

  // Scrolled down to the players, the header is still at the top of the screen.
  await expectStuckAtTop(voter, header(voter), voter.getByRole("region", { name: "Players" }));
  await saveScreen(voter, "omw-phone-voter-scrolled", { fullPage: false });

  // The same moment on a desktop: the claims beside the board, both on the first screen.
  await expect(desktop.getByRole("button", { name: `Reject “${term}”` })).toBeVisible();
  const board = await desktop
    .getByRole("region", { name: /^Board: / })
    .first()
    .boundingBox();
  const side = await claims(desktop).boundingBox();
  if (!board || !side) throw new Error("no board or no claims on the desktop");
  expect(side.x, "the claims sit beside the board").toBeGreaterThan(board.x + board.width - 1);
  expect(side.y).toBeLessThan(DESKTOP.height);
  await expect(desktop.getByRole("button", { name: `Reject “${term}”` })).toBeInViewport();
  expect(await overflowsHorizontally(desktop)).toBe(false);
  await saveScreen(desktop, "omw-desktop-voter", { fullPage: false });
  await saveScreen(desktop, "omw-desktop-voter-full");

  // Dee's tap on Reject counts: with Cy's challenge that is two judges of three, and the
  // term is rejected at once.
  await reject.tap();
  await expect(
    voter
      .getByRole("region", { name: "What happened" })
      .getByText(/was rejected/)
      .first(),
  ).toBeVisible();
  await expect(claims(voter)).toHaveCount(0);
  await desktopContext.close();
});
