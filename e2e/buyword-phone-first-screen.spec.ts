import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { SHORT_WORDS } from "./buyword-bot";
import {
  type ApiPerson,
  apiPerson,
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

// On a 390×844 touch screen a BuyWord player gets each decision on the first screen, with the
// crossword grid and their hand right after it and before "Leave game": the leader's draw
// size, a draft pick, the trade window, buy or discard, a bid, their selling turn and a theme
// vote. The header (round, phase, the decision's clock, everyone's money) stays at the top as
// the page scrolls, and nothing is wider than the screen. The other players move through the
// API; what is measured is the phone player's page. The same moments are saved on a desktop.

test.setTimeout(300_000);

type Tile = { readonly id: number; readonly letter: string; readonly pips: number };
type View = {
  readonly phase: {
    readonly kind: string;
    readonly turn?: number | null;
    readonly pool?: readonly Tile[];
    readonly pending?: { readonly seat: number } | null;
  };
  readonly you: { readonly seat: number; readonly hand: readonly Tile[] } | null;
  readonly players: readonly {
    readonly money: number;
    readonly draw: { readonly tiles: readonly Tile[] | null } | null;
  }[];
};

const TEN_MINUTES = 600_000;
/** A limit on every decision: the clock shows in the header, and nobody's seat is defaulted while the test looks. */
const TIME_LIMITS = Object.fromEntries(
  ["choose", "draft", "trade", "decide", "bid", "sell", "vote"].map((k) => [k, TEN_MINUTES]),
);

const table = (page: Page) => page.getByTestId("buyword-table");
const header = (page: Page) => page.getByTestId("bw-header");
const decision = (page: Page) => page.getByTestId("bw-decision");

async function viewOf(context: BrowserContext, gameId: string): Promise<View> {
  return (await call(context, "games.view", { gameId }, "query")).view as View;
}

/** The header is in view and says what matters: the phase, the decision's clock, the money. */
async function expectHeader(page: Page, phase: string) {
  await expectOnFirstScreen(page, "the header", header(page));
  await expect(header(page).getByText(phase, { exact: true })).toBeVisible();
  await expect(header(page).getByRole("timer")).toBeVisible();
  await expect(header(page).getByTestId("bw-my-money")).toBeVisible();
}

/** Nothing sticks out of the table, and the page never scrolls sideways. */
async function expectNothingOverflows(page: Page) {
  expect(await overflowsHorizontally(page), "the page scrolls sideways").toBe(false);
  expect(await overflowProblems(table(page))).toEqual([]);
}

/**
 * The board comes with the decision: the crossword grid right under it, then the hand, and
 * "Leave game" after both.
 */
async function expectBoardOrder(page: Page) {
  const boxes = await Promise.all(
    [decision(page), page.getByTestId("bw-grid"), page.getByTestId("bw-hand-card"), leaveButton(page)].map(
      (l) => l.boundingBox(),
    ),
  );
  const [move, grid, hand, leave] = boxes;
  if (!move || !grid || !hand || !leave)
    throw new Error("the decision, grid, hand or leave button is missing");
  expect(grid.y, "the grid comes after the decision").toBeGreaterThanOrEqual(move.y + move.height);
  expect(hand.y, "the hand comes after the grid").toBeGreaterThanOrEqual(grid.y + grid.height);
  expect(leave.y, "Leave game comes after the grid and the hand").toBeGreaterThanOrEqual(
    hand.y + hand.height,
  );
  // The grid starts on the first screen of a phone (it grows down as words are placed).
  expect(grid.y, "the grid starts above the fold").toBeLessThan(PHONE.height);
}

const leaveButton = (page: Page) => table(page).getByRole("button", { name: "Leave game" });

/** A phone's first screen and the desktop's, saved for a person to look at. */
async function saveBoth(phone: Page, desktop: Page, name: string, ready: (p: Page) => Locator) {
  await expect(ready(desktop)).toBeVisible();
  await saveScreen(phone, `bw-phone-${name}`, { fullPage: false });
  await saveScreen(desktop, `bw-desktop-${name}`, { fullPage: false });
}

/** Tiles of `hand` spelling `word` in order, at most one wild standing in for a letter. */
function spell(word: string, hand: readonly Tile[]): { tiles: number[]; wildAs: string | null } | null {
  const left = [...hand];
  const tiles: number[] = [];
  let wildAs: string | null = null;
  for (const letter of word) {
    let i = left.findIndex((t) => t.letter === letter);
    if (i < 0 && wildAs === null) {
      i = left.findIndex((t) => t.letter === "*");
      if (i >= 0) wildAs = letter;
    }
    const tile = left[i];
    if (!tile) return null;
    tiles.push(tile.id);
    left.splice(i, 1);
  }
  return { tiles, wildAs };
}

test("four players, every variant: each decision of a phone's player is on its first screen", async ({
  browser,
}) => {
  const pia = await newPerson(browser, "Pia", { viewport: PHONE, phone: true });
  const others: ApiPerson[] = [];
  for (const name of ["Bo", "Cy", "Di"]) others.push(await apiPerson(browser, name));
  const room = await call(pia.context, "rooms.create", {
    kind: "buyword",
    name: "Phone market",
    visibility: "private",
    config: {
      players: 4,
      variants: { auction: true, trade: true, draft: true, themes: ["Anything goes"], crossword: true },
      timeLimits: TIME_LIMITS,
    },
  });
  for (const p of others) await call(p.context, "rooms.join", { code: room.code });
  for (const p of [pia, ...others]) await call(p.context, "rooms.setReady", { roomId: room.id, ready: true });
  const { gameId } = await call(pia.context, "rooms.start", { roomId: room.id });
  const bySeat = new Map<number, ApiPerson>();
  for (const p of others) {
    const seat = (await viewOf(p.context, gameId)).you?.seat;
    if (seat === undefined) throw new Error(`${p.name} has no seat`);
    bySeat.set(seat, p);
  }
  const seatPerson = (seat: number) => {
    const p = bySeat.get(seat);
    if (!p) throw new Error(`nobody API-driven at seat ${seat}`);
    return p;
  };
  const act = (p: ApiPerson, move: string, input: object = {}) =>
    call(p.context, `play.buyword.${move}`, { ...moveIds(gameId), ...input });
  const state = () => viewOf(pia.context, gameId);
  expect((await state()).you?.seat, "the host sits first and leads the first round").toBe(0);

  const phone = pia.page;
  await phone.goto(`/rooms/${room.id}`);
  await expect(table(phone)).toBeVisible({ timeout: 30_000 });
  const deskContext = await browser.newContext({ viewport: DESKTOP });
  const desk = await deskContext.newPage();
  await signIn(desk, pia.player);
  await desk.goto(`/rooms/${room.id}`);
  await expect(table(desk)).toBeVisible({ timeout: 30_000 });

  // The die showed "choice": Pia leads, so the draw size is hers to pick.
  if ((await state()).phase.kind === "choose") {
    const three = decision(phone).getByRole("button", { name: "3", exact: true });
    await expectHeader(phone, "Choosing the draw size");
    await expectOnFirstScreen(phone, "the draw size", decision(phone));
    await saveBoth(phone, desk, "choose", (p) => decision(p).getByRole("button", { name: "3", exact: true }));
    await three.tap();
    // The tap's move may still be on its way: read the draft only once the server has it, or
    // the loop below sees "choose", finds no draft and waits for a trade window that can't come.
    await expect.poll(async () => (await state()).phase.kind).not.toBe("choose");
  }

  // The draft: one tile at a time from the leader; Pia's picks on her first screen.
  let pictured = false;
  for (;;) {
    const view = await state();
    if (view.phase.kind !== "draft") break;
    const first = view.phase.pool?.[0];
    if (view.phase.turn !== 0) {
      if (!first) throw new Error("an empty draft pool on someone's turn");
      await act(seatPerson(view.phase.turn as number), "draftPick", { tile: first.id });
      continue;
    }
    const take = decision(phone)
      .getByRole("button", { name: /^Take / })
      .first();
    await expect(take).toBeEnabled();
    if (!pictured) {
      await expectHeader(phone, "Drafting tiles");
      await expectOnFirstScreen(phone, "the draft pool", decision(phone));
      await expectNothingOverflows(phone);
      await saveBoth(phone, desk, "draft", (p) =>
        decision(p)
          .getByRole("button", { name: /^Take / })
          .first(),
      );
      pictured = true;
    }
    await take.tap();
    await expect.poll(async () => (await state()).phase.turn).not.toBe(0);
  }

  // The trade window: every draw on the table, "Done trading" with the rest of the decision.
  const done = decision(phone).getByRole("button", { name: "Done trading" });
  await expect(done).toBeVisible();
  await expectHeader(phone, "Trading draws");
  await expectOnFirstScreen(phone, "Done trading", done);
  await expectOnFirstScreen(
    phone,
    "the trade window's start",
    decision(phone).getByRole("heading", { name: "Trading" }),
  );
  await expectNothingOverflows(phone);
  await saveBoth(phone, desk, "trade", (p) => decision(p).getByRole("button", { name: "Done trading" }));
  await saveScreen(phone, "bw-phone-trade-full");
  await done.tap();
  for (const p of others) await act(p, "doneTrading");

  // Buy or discard: Pia decides first, and puts her draw up for auction.
  const auctionIt = decision(phone).getByRole("button", { name: "Auction it" });
  await expect(auctionIt).toBeVisible();
  await expectHeader(phone, "Buying");
  await expectOnFirstScreen(phone, "buy, discard or auction", decision(phone));
  await expectBoardOrder(phone);
  await expectNothingOverflows(phone);
  await saveBoth(phone, desk, "decide", (p) => decision(p).getByRole("button", { name: "Auction it" }));
  await auctionIt.tap();
  // The others pass, clockwise from Pia's left; the owner bids last.
  for (const seat of [1, 2, 3]) {
    await expect.poll(async () => (await state()).phase.turn).toBe(seat);
    await act(seatPerson(seat), "pass");
  }
  const bid = decision(phone).getByRole("button", { name: /^Bid \$/ });
  await expect(bid).toBeVisible();
  await expectHeader(phone, "Auction");
  await expectOnFirstScreen(phone, "the bid", decision(phone));
  await expectBoardOrder(phone);
  await expectNothingOverflows(phone);
  await saveBoth(phone, desk, "bid", (p) => decision(p).getByRole("button", { name: /^Bid \$/ }));
  await bid.tap();
  // The others buy their draws, so they have letters to sell.
  for (const seat of [1, 2, 3]) {
    await expect.poll(async () => (await state()).phase.turn).toBe(seat);
    const p = seatPerson(seat);
    const view = await viewOf(p.context, gameId);
    const pips = (view.players[seat]?.draw?.tiles ?? []).reduce((sum, t) => sum + t.pips, 0);
    await act(p, pips * pips <= (view.players[seat]?.money ?? 0) ? "buy" : "discard");
  }

  // Pia's selling turn: the word builder and her hand on the first screen.
  const wordInput = phone.getByTestId("bw-word-input");
  await expect(wordInput).toBeVisible({ timeout: 20_000 });
  await expectHeader(phone, "Selling");
  await expectOnFirstScreen(
    phone,
    "the selling turn's start",
    decision(phone).getByRole("heading", { name: "Your turn to sell" }),
  );
  await expectOnFirstScreen(phone, "the hand to sell from", phone.getByRole("list", { name: "Your hand" }));
  await expectOnFirstScreen(phone, "the word field", wordInput);
  await expectNothingOverflows(phone);
  await saveBoth(phone, desk, "sell", (p) => p.getByTestId("bw-word-input"));
  await saveScreen(phone, "bw-phone-sell-full");
  await decision(phone)
    .getByRole("button", { name: /^End turn/ })
    .tap();

  // Someone else sells the first word of the grid; the theme vote is Pia's to cast.
  let seller: number | null = null;
  for (const seat of [1, 2, 3]) {
    await expect.poll(async () => (await state()).phase.turn).toBe(seat);
    const p = seatPerson(seat);
    const hand = (await viewOf(p.context, gameId)).you?.hand ?? [];
    for (const word of SHORT_WORDS) {
      const tiles = spell(word, hand);
      if (!tiles) continue;
      const { valid } = await call(p.context, "buyword.checkWord", { gameId, word }, "query");
      if (!valid) continue;
      await act(p, "sell", { ...tiles, at: { row: 0, col: 0, dir: "across" } });
      seller = seat;
      break;
    }
    if (seller !== null) break;
    await act(p, "endTurn", { discard: [] });
  }
  if (seller === null) throw new Error("nobody could sell a two-letter word");
  const fits = decision(phone).getByRole("button", { name: "Fits" });
  await expect(fits).toBeVisible();
  await expectHeader(phone, "Selling");
  await expectOnFirstScreen(phone, "the theme vote", decision(phone));
  await expectBoardOrder(phone);
  await expectNothingOverflows(phone);
  await saveBoth(phone, desk, "vote", (p) => decision(p).getByRole("button", { name: "Fits" }));
  await expectNoA11yViolations(phone, "[data-testid=buyword-table]");
  await fits.tap();
  await expect(decision(phone).getByText("You voted “fits”.")).toBeVisible();
  // The vote is settled as soon as the votes still out can't change it.
  for (const seat of [1, 2, 3]) {
    if (seat !== seller && (await state()).phase.pending) await act(seatPerson(seat), "vote", { fits: true });
  }

  // Sold: the word is on the grid, which stays with the board above "Leave game".
  await expect(
    phone
      .getByTestId("bw-grid")
      .getByRole("cell")
      .filter({ hasText: /^[A-Z]$/ }),
  ).toHaveCount(2);
  await expectBoardOrder(phone);
  await saveBoth(phone, desk, "grid", (p) => p.getByTestId("bw-grid"));

  // The players' cards come after the board on a phone; scrolled down to them, the header
  // (with Pia's money and the others') is still at the top of the screen.
  const strip = header(phone).getByTestId("bw-money-strip");
  await expect(strip.getByRole("listitem")).toHaveText([/^Bo\s*\$\d+/, /^Cy\s*\$\d+/, /^Di\s*\$\d+/]);
  await expectStuckAtTop(phone, header(phone), phone.getByRole("region", { name: "Players" }));
  await expect(strip).toBeInViewport();
  await expect(header(phone).getByRole("timer")).toBeInViewport();
  await expect(header(phone).getByTestId("bw-my-money")).toBeInViewport();
  await saveScreen(phone, "bw-phone-scrolled", { fullPage: false });
  await saveScreen(phone, "bw-phone-full");

  // On a desktop the players sit beside the decision, and the money strip is not drawn.
  const side = await desk.getByRole("region", { name: "Players" }).boundingBox();
  const main = await decision(desk).boundingBox();
  if (!side || !main) throw new Error("no players or decision on the desktop");
  expect(side.x, "the players sit beside the decision").toBeGreaterThanOrEqual(main.x + main.width);
  await expect(header(desk).getByTestId("bw-money-strip")).toBeHidden();
  await expectOnFirstScreen(desk, "the decision on a desktop", decision(desk));
  expect(await overflowsHorizontally(desk)).toBe(false);
  await deskContext.close();
});

test("solo crossword: the leader's choice, the buy and the selling turn come first on a phone", async ({
  browser,
}) => {
  const pia = await newPerson(browser, "Pia", { viewport: PHONE, phone: true });
  const room = await call(pia.context, "rooms.create", {
    kind: "buyword",
    name: "Phone solo",
    visibility: "private",
    config: { players: 1, variants: { crossword: true }, timeLimits: TIME_LIMITS },
  });
  await call(pia.context, "rooms.setReady", { roomId: room.id, ready: true });
  const { gameId } = await call(pia.context, "rooms.start", { roomId: room.id });
  const act = (move: string, input: object = {}) =>
    call(pia.context, `play.buyword.${move}`, { ...moveIds(gameId), ...input });
  // Round after round (discard, end the turn) until the die shows "choice": a third of the
  // time, so within a few rounds.
  for (let round = 0; round < 30; round++) {
    const view = await viewOf(pia.context, gameId);
    if (view.phase.kind === "choose") break;
    if (view.phase.kind === "decide") await act("discard");
    else if (view.phase.kind === "sell") await act("endTurn", { discard: [] });
    else throw new Error(`no choice before the ${view.phase.kind} phase`);
  }
  expect((await viewOf(pia.context, gameId)).phase.kind).toBe("choose");

  const phone = pia.page;
  await phone.goto(`/rooms/${room.id}`);
  await expect(table(phone)).toBeVisible({ timeout: 30_000 });
  const two = decision(phone).getByRole("button", { name: "2", exact: true });
  await expect(two).toBeVisible();
  await expectHeader(phone, "Choosing the draw size");
  await expectOnFirstScreen(phone, "the draw size", decision(phone));
  await expectBoardOrder(phone);
  await expectNothingOverflows(phone);
  await saveScreen(phone, "bw-phone-solo-choose", { fullPage: false });
  await two.tap();

  const buy = decision(phone).getByRole("button", { name: /^Buy for / });
  await expect(buy).toBeVisible();
  await expectHeader(phone, "Buying");
  await expectOnFirstScreen(phone, "buy or discard", decision(phone));
  await expectBoardOrder(phone);
  await expectNothingOverflows(phone);
  await saveScreen(phone, "bw-phone-solo-decide", { fullPage: false });
  await buy.tap();

  await expect(phone.getByTestId("bw-word-input")).toBeVisible({ timeout: 20_000 });
  await expectOnFirstScreen(phone, "the hand to sell from", phone.getByRole("list", { name: "Your hand" }));
  await expectOnFirstScreen(phone, "the word field", phone.getByTestId("bw-word-input"));
  await expectNothingOverflows(phone);
  await saveScreen(phone, "bw-phone-solo-sell", { fullPage: false });
  await expectStuckAtTop(phone, header(phone), phone.getByRole("region", { name: "Players" }));
  await expect(header(phone).getByTestId("bw-my-money")).toBeInViewport();
});
