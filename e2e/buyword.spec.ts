import { expect, type Page, test } from "@playwright/test";
import { newBot, playToTheEnd } from "./buyword-bot";
import {
  createRoom,
  expectNoA11yViolations,
  getReady,
  joinByInvite,
  newPerson,
  overflowsHorizontally,
  saveScreen,
  startGame,
} from "./support";

// BuyWord through the real pages: sign-up, a room made in the lobby, the invite link, the
// table. Games are random, so the bot (buyword-bot.ts) plays whatever it is dealt: it buys
// while it can afford to, sells a short word the room's judge accepts, and once it has made
// its sales discards every draw so the game runs quickly to the short-bag end (BW-12).

// Two games (the rematch is short) beside another file's game on two cores.
test.setTimeout(420_000);

const table = (page: Page) => page.getByTestId("buyword-table");

/** axe-core finds no accessibility problem of any impact on the table as it is now. */
const expectAccessible = (page: Page) => expectNoA11yViolations(page, "[data-testid=buyword-table]");

test("two people play BuyWord to the end with sales, while a spectator on a phone watches live; in the rematch one leaves", async ({
  browser,
}) => {
  const ana = await newPerson(browser, "Ana");
  const bo = await newPerson(browser, "Bo");
  const sam = await newPerson(browser, "Sam", { viewport: { width: 360, height: 780 } });
  const room = await createRoom(ana.page, { kind: "buyword", name: "Word market", players: 2 });
  await joinByInvite(bo.page, room.inviteUrl);
  await joinByInvite(sam.page, room.inviteUrl, { as: "spectator" });
  await getReady(ana.page);
  await getReady(bo.page);
  await startGame(ana.page);
  for (const page of [ana.page, bo.page, sam.page])
    await expect(table(page)).toBeVisible({ timeout: 30_000 });

  // The first decision: the leader's choice (2–5) or a buy-or-discard with its cost shown.
  await expect(
    table(ana.page)
      .getByText(/Waiting for|The die shows|Your draw/)
      .first(),
  ).toBeVisible();
  await saveScreen(ana.page, "buyword-two-start");
  await expect(table(sam.page).getByText("You are watching this game.")).toBeVisible();
  await expectAccessible(ana.page);

  const bots = [
    newBot(2, async (page) => {
      await saveScreen(page, "buyword-word-builder");
      await expectAccessible(page);
    }),
    newBot(2),
  ];
  // The spectator's table tells each sale as it happens.
  const spectatorSawASale = expect(
    table(sam.page)
      .getByText(/(Ana|Bo) sold [A-Z]+ for \$\d+/)
      .first(),
  ).toBeVisible({ timeout: 240_000 });
  await playToTheEnd([ana.page, bo.page], bots, 240_000);
  expect(bots.reduce((n, b) => n + b.sales, 0)).toBeGreaterThanOrEqual(1);
  await spectatorSawASale;

  // Everyone, the spectator too, sees the same final money; the spectator saw the sales live.
  const money = async (page: Page) =>
    Promise.all([0, 1].map((s) => page.getByTestId(`bw-player-${s}`).getByTestId("bw-money").textContent()));
  await expect(table(sam.page).getByRole("heading", { name: "Game over" })).toBeVisible({ timeout: 20_000 });
  const finalMoney = await money(ana.page);
  expect(await money(bo.page)).toEqual(finalMoney);
  expect(await money(sam.page)).toEqual(finalMoney);
  await expect(table(sam.page).getByRole("list", { name: "Final standings" })).toBeVisible();
  expect(await overflowsHorizontally(sam.page)).toBe(false);
  await saveScreen(sam.page, "buyword-spectator-phone");
  await saveScreen(ana.page, "buyword-two-over");
  await expectAccessible(ana.page);

  // A rematch, which Bo leaves at once (BW-33).
  await ana.page.getByRole("button", { name: "Rematch" }).click();
  for (const page of [ana.page, bo.page, sam.page])
    await expect(table(page).getByRole("heading", { name: "Game over" })).toBeHidden({ timeout: 30_000 });
  // BW-33 takes two steps: the second opens with the focus on "Stay", and Escape backs out.
  const leave = table(bo.page).getByRole("button", { name: "Leave game" });
  await leave.focus();
  await bo.page.keyboard.press("Enter");
  await expect(table(bo.page).getByRole("button", { name: "Stay" })).toBeFocused();
  await bo.page.keyboard.press("Escape");
  await expect(leave).toBeFocused();
  await bo.page.keyboard.press("Enter");
  await bo.page.keyboard.press("Tab");
  await expect(table(bo.page).getByRole("button", { name: "Leave for good" })).toBeFocused();
  await expectAccessible(bo.page);
  await saveScreen(bo.page, "buyword-leave-confirm");
  await bo.page.keyboard.press("Enter");

  // Ana and the spectator see Bo's seat marked; with one player left the game ends at once,
  // Ana the winner.
  const boSeatFor = (page: Page) =>
    table(page).getByRole("region", { name: "Players" }).getByRole("listitem").filter({ hasText: "Bo" });
  for (const page of [ana.page, sam.page])
    await expect(boSeatFor(page).getByTestId("bw-left")).toHaveText("Left the game", { timeout: 10_000 });
  await expect(table(ana.page).getByRole("heading", { name: "Game over" })).toBeVisible();
  const standings = table(ana.page).getByRole("list", { name: "Final standings" });
  await expect(standings.getByRole("listitem").first()).toContainText(/Ana.*Winner/);
  await expect(standings.getByRole("listitem").last()).toContainText(/Bo.*left the game/);
  await expectAccessible(ana.page);
  for (const p of [ana, bo, sam]) await p.context.close();
});

test("one person plays a solo BuyWord game to its rating band and sees the sales they missed", async ({
  browser,
}) => {
  const solo = await newPerson(browser, "Sol");
  await createRoom(solo.page, { kind: "buyword", name: "Solo practice", players: 1 });
  // Solo: one "Start", no ready round and no invite (createRoom checks both).
  await expect(solo.page.getByRole("button", { name: "I'm ready" })).toHaveCount(0);
  await startGame(solo.page);
  await expect(table(solo.page)).toBeVisible({ timeout: 30_000 });
  await saveScreen(solo.page, "buyword-solo-start");

  const bot = newBot(2);
  await playToTheEnd([solo.page], [bot], 150_000);

  const band = table(solo.page).getByTestId("bw-band");
  await expect(band).toContainText(/rating (Under par|Fair|Good|Outstanding)/);
  // The band follows the money (BW-29).
  const cash = Number((await solo.page.getByTestId("bw-money").textContent())?.replace(/[$,]/g, ""));
  const expected = cash >= 1000 ? "Outstanding" : cash >= 900 ? "Good" : cash >= 800 ? "Fair" : "Under par";
  await expect(band).toContainText(expected);
  // The marks, and a badge whose tone is its band's.
  for (const mark of ["$800 Fair", "$900 Good", "$1,000 Outstanding"]) await expect(band).toContainText(mark);
  const bandKey = { Outstanding: "outstanding", Good: "good", Fair: "fair", "Under par": "under" }[expected];
  await expect(band.locator(`[data-band="${bandKey}"]`)).toHaveText(expected);
  // The word search over the finished game: the best plans the hands held.
  const missed = table(solo.page).getByTestId("bw-missed");
  await expect(missed).toContainText(/The best sales you missed/, { timeout: 20_000 });
  await expect(missed).toContainText(/Best: |every selling turn fetched all its hand could/);
  await saveScreen(solo.page, "buyword-solo-over");
  await expectAccessible(solo.page);
  await solo.context.close();
});
