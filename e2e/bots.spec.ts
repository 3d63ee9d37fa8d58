import { expect, type Page, test } from "@playwright/test";
import { actOnce, newBot, playToTheEnd } from "./buyword-bot";
import { createRoom, getReady, joinByInvite, newPerson, saveScreen, startGame } from "./support";

// Bots through the real pages: the host seats them, Play now starts a game against them, and
// a seat whose player closed the tab is played by a stand-in until they are back. The bots
// are the server's (packages/bots) through its scheduler, thinking ten times quicker than
// their level says (BOT_SPEEDUP in playwright.config.ts) so that whole games fit the suite.

test.setTimeout(420_000);

const omwTable = (page: Page) => page.locator("[data-omw-table]");
const bwTable = (page: Page) => page.getByTestId("buyword-table");
const seatRow = (page: Page, seat: number) =>
  page.getByRole("list", { name: "Seats" }).getByRole("listitem").nth(seat);

/** The host fills one empty seat with a bot of the level asked, and sees it seated. */
async function addBot(page: Page, seat: number, level: "Easy bot" | "Normal bot" | "Hard bot") {
  const row = seatRow(page, seat);
  await row.getByLabel(`Bot level for seat ${seat + 1}`).selectOption({ label: level });
  await row.getByRole("button", { name: "Add bot" }).click();
  await expect(row.getByText(/Bot · (easy|normal|hard)/)).toBeVisible();
}

test("Play now starts a game against bots in one click, from the lobby", async ({ browser }) => {
  const ann = await newPerson(browser, "Ann");
  await ann.page.goto("/lobby");
  await ann.page.getByRole("button", { name: "Play BuyWord now" }).click();
  await ann.page.waitForURL(/\/rooms\/[0-9a-f-]{36}$/);
  await expect(bwTable(ann.page)).toBeVisible({ timeout: 30_000 });
  // Ann and one bot at the table; the bot's card says so.
  await expect(ann.page.getByTestId("bw-player-1")).toBeVisible();
  await expect(ann.page.getByTestId("bw-player-2")).toHaveCount(0);
  await saveScreen(ann.page, "bots-play-now-buyword");
  await ann.context.close();
});

test("one person and two bots play Oh My Word to the end", async ({ browser }) => {
  const ann = await newPerson(browser, "Ann");
  await createRoom(ann.page, {
    kind: "oh-my-word",
    name: "Ann and the bots",
    players: 3,
    fields: {
      "Board 2": "Not on the table",
      "Board 3": "Not on the table",
      "Board 4": "Not on the table",
      // Long enough for a bot to answer now and then, short enough that the four tokens
      // run out in a few rounds (OMW-34).
      "Shortest timer (seconds)": 8,
      "Longest timer (seconds)": 10,
      "Tokens worth 1": 2,
      "Tokens worth 2": 1,
      "Tokens worth 3": 1,
    },
  });
  await addBot(ann.page, 1, "Normal bot");
  await addBot(ann.page, 2, "Hard bot");
  // The host can take a bot away again before the start, and seat another.
  await seatRow(ann.page, 2).getByRole("button", { name: "Remove bot" }).click();
  await expect(seatRow(ann.page, 2).getByText("Empty seat")).toBeVisible();
  await addBot(ann.page, 2, "Easy bot");
  await getReady(ann.page);
  await startGame(ann.page);
  await expect(omwTable(ann.page)).toBeVisible({ timeout: 30_000 });
  await saveScreen(ann.page, "bots-omw-start");

  // Ann plays her turns (she draws, and lets the timer decide); the bots play theirs.
  const over = ann.page.getByTestId("omw-final");
  const until = Date.now() + 300_000;
  while (!(await over.isVisible())) {
    if (Date.now() > until) throw new Error("the game did not end");
    const draw = ann.page.getByRole("button", { name: "Draw a tile" });
    if (await draw.isVisible()) await draw.click({ timeout: 2_000 }).catch(() => undefined);
    await ann.page.waitForTimeout(300);
  }
  // The bots acted as players: their names are in the table's log of what happened.
  const log = ann.page.getByRole("region", { name: "What happened" });
  await expect(log.getByText(/\(bot\)/).first()).toBeVisible();
  await saveScreen(ann.page, "bots-omw-over");
  await ann.context.close();
});

test("one person and a bot play BuyWord to the end", async ({ browser }) => {
  const bea = await newPerson(browser, "Bea");
  await createRoom(bea.page, { kind: "buyword", name: "Bea and a bot", players: 2 });
  await addBot(bea.page, 1, "Hard bot");
  await getReady(bea.page);
  await startGame(bea.page);
  await expect(bwTable(bea.page)).toBeVisible({ timeout: 30_000 });
  await playToTheEnd([bea.page], [newBot(2)], 300_000);
  await expect(bwTable(bea.page).getByRole("heading", { name: "Game over" })).toBeVisible();
  // The bot bought and sold: its money moved from the $200 it started with.
  await expect(bea.page.getByTestId("bw-player-1").getByTestId("bw-money")).not.toHaveText("$200");
  await saveScreen(bea.page, "bots-buyword-over");
  await bea.context.close();
});

test("a player closes the tab, a bot stands in at the others' request, and the player comes back", async ({
  browser,
}) => {
  const ana = await newPerson(browser, "Ana");
  const bo = await newPerson(browser, "Bo");
  const room = await createRoom(ana.page, { kind: "buyword", name: "Stand-in", players: 2 });
  await joinByInvite(bo.page, room.inviteUrl);
  await getReady(ana.page);
  await getReady(bo.page);
  await startGame(ana.page);
  await expect(bwTable(ana.page)).toBeVisible({ timeout: 30_000 });
  await expect(bwTable(bo.page)).toBeVisible({ timeout: 30_000 });

  // Bo closes the tab. Past presence's grace, Bo's card shows away, with for how long.
  await bo.page.close();
  const away = ana.page.getByTestId("away-1");
  await expect(away.getByRole("status")).toHaveText(/^Away \d+ (s|min)$/, { timeout: 90_000 });
  await saveScreen(ana.page, "bots-away-seat");
  await away.getByRole("button", { name: "Let a bot play for Bo" }).click();
  await expect(away.getByRole("status")).toContainText("a bot plays", { timeout: 15_000 });

  // With a stand-in, the game never waits on Bo: Ana plays on and the rounds go by.
  const round = async () => {
    const text = await bwTable(ana.page)
      .getByText(/Round \d+/)
      .first()
      .textContent();
    return Number(text?.match(/\d+/)?.[0] ?? 0);
  };
  const before = await round();
  const anaBot = newBot(2);
  const until = Date.now() + 120_000;
  while ((await round()) <= before) {
    if (Date.now() > until) throw new Error("the stand-in did not play Bo's turns");
    await actOnce(ana.page, anaBot);
    await ana.page.waitForTimeout(200);
  }

  // Bo comes back to the room: the seat is Bo's again, the mark goes, and Bo plays on.
  bo.page = await bo.context.newPage();
  await bo.page.goto(`/rooms/${room.roomId}`);
  await expect(bwTable(bo.page)).toBeVisible({ timeout: 30_000 });
  await expect(ana.page.getByTestId("away-1")).toHaveCount(0, { timeout: 30_000 });
  const boBot = newBot(2);
  const untilBo = Date.now() + 120_000;
  let boActed = false;
  while (!boActed) {
    if (Date.now() > untilBo) throw new Error("Bo could not play on after coming back");
    const outcome = await actOnce(bo.page, boBot);
    if (outcome === "over") break;
    boActed = outcome === "acted";
    if (!boActed) await actOnce(ana.page, anaBot);
  }
  expect(boActed).toBe(true);
  await ana.context.close();
  await bo.context.close();
});

test("in an auction against a bot, the bid field starts at the smallest bid and explains a bid too high", async ({
  browser,
}) => {
  const cai = await newPerson(browser, "Cai");
  await createRoom(cai.page, {
    kind: "buyword",
    name: "Cai bids against a bot",
    players: 2,
    fields: { Auctions: true },
  });
  await addBot(cai.page, 1, "Normal bot");
  await getReady(cai.page);
  await startGame(cai.page);
  await expect(bwTable(cai.page)).toBeVisible({ timeout: 30_000 });
  // Whoever plays first: on Cai's turn Cai puts the draw up for auction, on the bot's the
  // bot may; either way a bid comes round to Cai.
  // (A die showing "choice" asks the leader for the draw size first.)
  const amount = cai.page.getByTestId("bw-bid-amount");
  const auctionIt = bwTable(cai.page).getByRole("button", { name: "Auction it" });
  const drawThree = bwTable(cai.page).getByRole("button", { name: "3", exact: true });
  await expect
    .poll(
      async () => {
        if (await amount.isVisible()) return "bidding";
        if (await auctionIt.isVisible()) await auctionIt.click();
        else if (await drawThree.isVisible()) await drawThree.click();
        return "waiting";
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe("bidding");
  const why = cai.page.getByTestId("bw-bid-why");
  const least = Number(await amount.inputValue());
  expect(least).toBeGreaterThanOrEqual(1);
  await expect(why).toContainText(`the smallest bid is $${least}`);
  await expect(cai.page.getByRole("button", { name: `Bid $${least}` })).toBeEnabled();
  await saveScreen(cai.page, "bots-auction-bid");
  await amount.fill("100000");
  await expect(why).toContainText("is more than you hold");
  await expect(cai.page.getByRole("button", { name: "Bid", exact: true })).toBeDisabled();
  await cai.page.setViewportSize({ width: 390, height: 844 });
  await saveScreen(cai.page, "bots-auction-bid-phone");
  await amount.fill(String(least));
  await cai.page.getByRole("button", { name: `Bid $${least}` }).click();
  await expect(amount).toBeHidden();
  await cai.context.close();
});
