import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  type ApiPerson,
  apiPerson,
  callTrpc,
  DESKTOP,
  layoutShifts,
  moveIds,
  PHONE,
  partsRevealedLater,
  saveScreen,
  useOwnAddress,
} from "./support";

// The public pages (packs, a pack, a player, the leaderboards, a public game's replay) carry
// their content in the HTML the web page server sends: a browser with JavaScript off reads
// them whole. With JavaScript on they are the same pages as before: the data handed over
// with the HTML is not fetched again, and searching, choosing a board and stepping through a
// replay still work. A private game's replay stays refused for a stranger, on the server too.

const base = () => test.info().project.use.baseURL ?? "";

/**
 * An Oh My Word game between the two, over: the host draws a tile, then the guest leaves,
 * which ends a game of two at once with a result (rated, as both are people).
 */
async function finishedGame(
  host: ApiPerson,
  guest: ApiPerson,
  visibility: "public" | "private",
): Promise<string> {
  const room = await callTrpc(host.context, "rooms.create", {
    kind: "oh-my-word",
    name: `SSR ${visibility}`,
    visibility,
    config: { seats: 2, firstSeat: 0, timer: { minMs: 600_000, maxMs: 600_000 } },
  });
  await callTrpc(guest.context, "rooms.join", { code: room.code, as: "player" });
  for (const who of [host, guest])
    await callTrpc(who.context, "rooms.setReady", { roomId: room.id, ready: true });
  const { gameId } = await callTrpc(host.context, "rooms.start", { roomId: room.id });
  await callTrpc(host.context, "play.ohMyWord.draw", moveIds(gameId));
  await callTrpc(guest.context, "play.ohMyWord.leave", moveIds(gameId));
  // The record is published once the game is over.
  await expect
    .poll(async () => (await host.context.request.get(recordUrl(gameId))).status(), { timeout: 15_000 })
    .toBe(200);
  return gameId;
}

/**
 * A public BuyWord game between the two, over: the guest leaves at once, which ends a game
 * of two with the host as its winner (BW-33).
 */
async function finishedBuywordGame(host: ApiPerson, guest: ApiPerson): Promise<string> {
  const room = await callTrpc(host.context, "rooms.create", {
    kind: "buyword",
    name: "SSR BuyWord",
    visibility: "public",
    config: { players: 2 },
  });
  await callTrpc(guest.context, "rooms.join", { code: room.code, as: "player" });
  for (const who of [host, guest])
    await callTrpc(who.context, "rooms.setReady", { roomId: room.id, ready: true });
  const { gameId } = await callTrpc(host.context, "rooms.start", { roomId: room.id });
  await callTrpc(guest.context, "play.buyword.leave", moveIds(gameId));
  await expect
    .poll(async () => (await host.context.request.get(recordUrl(gameId))).status(), { timeout: 15_000 })
    .toBe(200);
  return gameId;
}

const recordUrl = (gameId: string) =>
  `${base()}/api/trpc/games.record?input=${encodeURIComponent(JSON.stringify({ gameId }))}`;

/** The tRPC procedures a page asks for from the browser (batched calls split). */
function trpcCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const match = /\/api\/trpc\/([^?]+)/.exec(request.url());
    if (match?.[1]) calls.push(...match[1].split(","));
  });
  return calls;
}

/** A browser with JavaScript off holding `who`'s cookies, from an address of its own: what the HTML alone shows them. */
async function withoutScripts(browser: Browser, who: ApiPerson): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await who.context.storageState(),
  });
  await useOwnAddress(context);
  return context;
}

/** Errors the page logged (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("public pages rendered on the server", () => {
  let ana: ApiPerson;
  let ben: ApiPerson;
  let publicGame: string;
  let privateGame: string;
  let buywordGame: string;
  let packId: string;

  test.beforeAll(async ({ browser }) => {
    // Three games, four contexts and a shared two-core machine: more than the default minute.
    test.setTimeout(180_000);
    const suffix = Math.random().toString(36).slice(2, 6);
    ana = await apiPerson(browser, `Ana Ssr${suffix}`);
    ben = await apiPerson(browser, `Ben Ssr${suffix}`);
    publicGame = await finishedGame(ana, ben, "public");
    privateGame = await finishedGame(ana, ben, "private");
    buywordGame = await finishedBuywordGame(ana, ben);
    const packs = await callTrpc(ana.context, "packs.browse", { limit: 20, search: "Everyday mix" }, "query");
    packId = packs.items[0].id;
  });

  test.afterAll(async () => {
    await ana?.context.close();
    await ben?.context.close();
  });

  test("a player's own profile comes drawn, ratings and games, and holds still on a phone", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: PHONE,
      storageState: await ana.context.storageState(),
    });
    await useOwnAddress(context);
    const page = await context.newPage();
    const calls = trpcCalls(page);
    const errors = consoleErrors(page);
    const shifts = await layoutShifts(page);
    await page.goto("/profile", { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1, name: ana.name })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Your finished games, newest first" }).getByRole("row"),
    ).toHaveCount(4);
    await page.waitForTimeout(2_000);
    // What came with the page is not asked for again, and nothing moved as it hydrated.
    expect(calls).not.toContain("profile.get");
    expect(calls).not.toContain("profile.history");
    expect(await shifts()).toEqual([]);
    expect(errors).toEqual([]);
    await saveScreen(page, "ssr-js-own-profile-phone");
    await context.close();
  });

  test("with JavaScript off, each page shows its content", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await useOwnAddress(context);
    const page = await context.newPage();

    await page.goto("/packs");
    await expect(page.getByRole("heading", { level: 1, name: "Category packs" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Everyday mix" })).toBeVisible();
    await expect(page.getByRole("link", { name: "House boards" })).toBeVisible();
    await expect(page.getByText("Loading packs…")).toHaveCount(0);
    await saveScreen(page, "ssr-nojs-packs-phone");

    await page.goto(`/packs/${packId}`);
    await expect(page).toHaveTitle("Everyday mix · Wordhall");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Eight more sides of everyday prompts, from the fridge to the cinema.",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Everyday mix" })).toBeVisible();
    const sunny = page.getByRole("region", { name: "Sunny side" });
    await expect(sunny.getByText("Pizza topping")).toBeVisible();
    await expect(sunny.getByText("Ice cream flavour")).toBeVisible();
    await saveScreen(page, "ssr-nojs-pack-phone");

    await page.goto(`/players/${ana.id}`);
    await expect(page).toHaveTitle(`${ana.name} · Wordhall`);
    await expect(page.getByRole("heading", { level: 1, name: ana.name })).toBeVisible();
    const games = page.getByRole("table", { name: `${ana.name}'s latest finished games` });
    // A stranger sees the public games only (the header row, Oh My Word and BuyWord).
    await expect(games.getByRole("row")).toHaveCount(3);
    await expect(games.getByRole("link", { name: ben.name }).first()).toBeVisible();
    await expect(games.getByText("Won").first()).toBeVisible();
    await saveScreen(page, "ssr-nojs-player-phone");

    await page.goto("/leaderboards");
    const board = page.getByRole("table", { name: "Oh My Word, all time" });
    const anaRow = board.getByRole("row").filter({ has: page.getByRole("link", { name: ana.name }) });
    const benRow = board.getByRole("row").filter({ has: page.getByRole("link", { name: ben.name }) });
    // Two rated games won: above 1500, provisional; Ben below it.
    await expect(anaRow).toContainText(/1[6-9]\d\d\?/);
    await expect(benRow).toContainText(/1[0-4]\d\d\?/);
    await saveScreen(page, "ssr-nojs-leaderboards-phone");

    await page.setViewportSize(DESKTOP);
    await page.goto(`/replay/${publicGame}`);
    await expect(page).toHaveTitle(`Replay: Oh My Word with ${ana.name} and ${ben.name} · Wordhall`);
    const moves = page.getByTestId("replay-moves").getByRole("listitem");
    await expect(moves).toHaveCount(3);
    await expect(moves.nth(0)).toContainText("The game is set up.");
    await expect(moves.nth(1)).toContainText(`${ana.name} drew`);
    await expect(moves.nth(2)).toContainText(`${ben.name} left the game.`);
    await expect(page.getByText(/Oh My Word · 2 moves · played .* UTC/)).toBeVisible();
    await saveScreen(page, "ssr-nojs-replay-desktop");

    // A BuyWord game too: its moves told by the page server, which judged them by the room's
    // own word list (fetched from the game server).
    await page.goto(`/replay/${buywordGame}`);
    await expect(page).toHaveTitle(`Replay: BuyWord with ${ana.name} and ${ben.name} · Wordhall`);
    const sales = page.getByTestId("replay-moves").getByRole("listitem");
    await expect(sales).toHaveCount(2);
    await expect(sales.nth(0)).toContainText("The game is set up.");
    await expect(sales.nth(1)).toContainText(`${ben.name} left the game.`);
    await expect(page.getByText(/BuyWord · 1 move · played .* UTC/)).toBeVisible();
    await saveScreen(page, "ssr-nojs-replay-buyword-desktop");

    // A stranger gets the refusal a missing game gets, and no names in the title.
    await page.goto(`/replay/${privateGame}`);
    await expect(page).toHaveTitle("Replay · Wordhall");
    await expect(page.getByRole("alert")).toContainText("This game can't be replayed.");
    await expect(page.getByRole("alert")).toContainText("That game does not exist.");
    await expect(page.getByTestId("replay-moves")).toHaveCount(0);
    await saveScreen(page, "ssr-nojs-replay-private-desktop");
    await context.close();

    // Ana played it: with her cookie the page server sees what she may see.
    const anaNoJs = await withoutScripts(browser, ana);
    const anaPage = await anaNoJs.newPage();
    await anaPage.goto(`/replay/${privateGame}`);
    await expect(anaPage.getByTestId("replay-moves").getByRole("listitem")).toHaveCount(3);
    await expect(anaPage.getByRole("alert")).toHaveCount(0);
    // And on her own profile, the private game as well.
    await anaPage.goto(`/players/${ana.id}`);
    const own = anaPage.getByRole("table", { name: `${ana.name}'s latest finished games` });
    await expect(own.getByRole("row")).toHaveCount(4);
    // Every page is drawn in one piece: no part comes after the shell, hidden, to be revealed
    // by a script (e2e/support/hydration.ts says why).
    for (const path of [
      "/",
      "/lobby",
      "/packs",
      `/packs/${packId}`,
      `/players/${ana.id}`,
      "/leaderboards",
      `/replay/${publicGame}`,
      `/replay/${buywordGame}`,
      `/replay/${privateGame}`,
      "/how-to-play/oh-my-word",
      "/how-to-play/buyword",
    ])
      expect(await partsRevealedLater(anaNoJs, path), path).toEqual([]);
    await anaNoJs.close();
  });

  test("with JavaScript on, the pages use what came with them and stay interactive", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await useOwnAddress(context);
    const page = await context.newPage();
    const calls = trpcCalls(page);
    const errors = consoleErrors(page);

    await page.goto("/packs");
    await expect(page.getByRole("link", { name: "Everyday mix" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).not.toContain("packs.browse");
    // Searching is the browser's: it asks for the new list.
    await page.getByLabel("Search packs by title").fill("House");
    await expect(page.getByRole("link", { name: "Everyday mix" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "House boards" })).toBeVisible();
    expect(calls).toContain("packs.browse");

    calls.length = 0;
    await page.goto(`/packs/${packId}`);
    await expect(page.getByRole("region", { name: "Sunny side" }).getByText("Pizza topping")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).not.toContain("packs.get");
    expect(calls).not.toContain("me.get");

    calls.length = 0;
    await page.goto("/leaderboards");
    await expect(page.getByRole("table", { name: "Oh My Word, all time" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).not.toContain("leaderboards.allTime");
    expect(calls).not.toContain("leaderboards.soloBuyword");
    // Choosing another board asks for it, as before.
    await page.getByRole("button", { name: "This week" }).click();
    await expect(page.getByRole("table", { name: "Oh My Word, this week" })).toBeVisible();
    expect(calls).toContain("leaderboards.week");

    calls.length = 0;
    await page.goto(`/replay/${publicGame}`);
    // The viewer takes the place of the moves the server wrote, and steps as it always did.
    await expect(page.getByText("Move 0 of 2")).toBeVisible();
    await expect(page.getByTestId("replay-moves")).toHaveCount(0);
    await expect(page.getByTestId("replay-step")).toContainText("The game is set up.");
    await page.getByRole("button", { name: "Step", exact: true }).click();
    await expect(page.getByTestId("replay-step")).toContainText(`${ana.name} drew`);
    await expect(page.getByText("Move 1 of 2")).toBeVisible();
    expect(calls).not.toContain("games.record");
    // Once running in the browser, the time reads in the reader's own zone.
    await expect(page.getByText(/Oh My Word · 2 moves · played/)).not.toContainText("UTC");
    await saveScreen(page, "ssr-js-replay-desktop");
    // Nothing moves when the reader's own time, shorter than the server's "… UTC", replaces
    // it: on a phone (where the line could have wrapped otherwise) or a desktop, in a zone
    // other than UTC.
    for (const viewport of [PHONE, DESKTOP]) {
      const elsewhere = await browser.newContext({ viewport, timezoneId: "America/New_York" });
      await useOwnAddress(elsewhere);
      const replay = await elsewhere.newPage();
      const shifts = await layoutShifts(replay);
      await replay.goto(`/replay/${publicGame}`, { waitUntil: "load" });
      await expect(replay.getByText("Move 0 of 2")).toBeVisible();
      await expect(replay.getByText(/Oh My Word · 2 moves · played/)).not.toContainText("UTC");
      await replay.waitForTimeout(1_000);
      expect(await shifts(), `${viewport.width} px`).toEqual([]);
      await elsewhere.close();
    }

    // The BuyWord replay opens at the start, in the table's words, and ends as the table did.
    await page.goto(`/replay/${buywordGame}`);
    await expect(page.getByText("Move 0 of 1")).toBeVisible();
    const table = page.getByRole("region", { name: "The table at this move" });
    await expect(table.getByText(/^(Buying|Choosing the draw size): .+'s turn$/)).toBeVisible();
    await page.getByRole("button", { name: "End", exact: true }).click();
    await expect(page.getByTestId("replay-step")).toContainText(`${ben.name} left the game.`);
    await expect(page.getByTestId("bw-winner")).toHaveText(`${ana.name} wins with $200!`);
    await expect(page.getByRole("list", { name: "Final standings" }).getByRole("listitem")).toHaveCount(2);
    await saveScreen(page, "ssr-js-replay-buyword-desktop");

    await page.setViewportSize(PHONE);
    calls.length = 0;
    await page.goto(`/players/${ben.id}`);
    await expect(page.getByRole("heading", { level: 1, name: ben.name })).toBeVisible();
    await expect(page.getByRole("table", { name: `${ben.name}'s latest finished games` })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).not.toContain("profile.get");
    await page
      .getByRole("table", { name: `${ben.name}'s latest finished games` })
      .getByRole("link", { name: ana.name })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: ana.name })).toBeVisible();
    await saveScreen(page, "ssr-js-player-phone");

    expect(errors).toEqual([]);
    await context.close();
  });
});

test("the lobby comes drawn for whoever is looking, and it and the landing page hold still on a phone", async ({
  browser,
}) => {
  // docs/web.md, "The lobby, drawn on the server": "Play now", the open rooms and the
  // player's own rooms are in the HTML, as the signed-in player sees them.
  const suffix = Math.random().toString(36).slice(2, 6);
  const ana = await apiPerson(browser, `Ana Lobby${suffix}`);
  const ben = await apiPerson(browser, `Ben Lobby${suffix}`);
  // Ana has played (so the guided game's offer, which waits for this browser's storage, stays
  // away) and is in a room; Ben waits in a public room of his.
  await callTrpc(ana.context, "rooms.playNow", { kind: "buyword" });
  await callTrpc(ben.context, "rooms.create", {
    kind: "buyword",
    name: `Ben's open table ${suffix}`,
    visibility: "public",
    config: { players: 2 },
  });

  const noJs = await withoutScripts(browser, ana);
  const html = await noJs.newPage();
  await html.goto("/lobby");
  await expect(html.getByRole("button", { name: "Play Oh My Word now" })).toBeVisible();
  await expect(html.getByRole("list", { name: "Open rooms" })).toContainText(`Ben's open table ${suffix}`);
  await expect(html.getByRole("list", { name: "My rooms" }).getByRole("listitem")).toHaveCount(1);
  await expect(html.getByTestId("learn-offer")).toHaveCount(0);
  await noJs.close();
  // A player who has never played is offered the guided game in the HTML already.
  const cy = await apiPerson(browser, `Cy Lobby${suffix}`);
  const cyNoJs = await withoutScripts(browser, cy);
  const cyHtml = await cyNoJs.newPage();
  await cyHtml.goto("/lobby");
  await expect(cyHtml.getByTestId("learn-offer")).toContainText("Learn a game by playing");
  await cyNoJs.close();
  await cy.context.close();

  const page = await ana.context.newPage();
  await page.setViewportSize(PHONE);
  const calls = trpcCalls(page);
  const shifts = await layoutShifts(page);
  await page.goto("/lobby", { waitUntil: "load" });
  await expect(page.getByRole("button", { name: "Play Oh My Word now" })).toBeEnabled();
  await page.waitForTimeout(3_000);
  expect(await shifts()).toEqual([]);
  // What came with the page is not asked for again at once.
  expect(calls).not.toContain("rooms.lobby");
  expect(calls).not.toContain("rooms.mine");
  await saveScreen(page, "lobby-phone-signed-in", { fullPage: false });
  await ana.context.close();
  await ben.context.close();

  // The landing page, static, as a visitor meets it: the offer is in its HTML too.
  const visitor = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await useOwnAddress(visitor);
  const landing = await visitor.newPage();
  const landingShifts = await layoutShifts(landing);
  await landing.goto("/", { waitUntil: "load" });
  await expect(landing.getByTestId("learn-offer")).toBeVisible();
  await landing.waitForTimeout(3_000);
  expect(await landingShifts()).toEqual([]);
  await visitor.close();
});
