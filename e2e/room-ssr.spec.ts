import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  type ApiPerson,
  apiPerson,
  callTrpc,
  DESKTOP,
  expectNoA11yViolations,
  keepsMoving,
  PHONE,
  partsRevealedLater,
  saveScreen,
  sendChat,
  tensionAnimation,
} from "./support";

// A room opened on a running game carries its table in the HTML (docs/web.md, "Rendered on
// the server"): the room and the game as the player's seat sees it, with what happened so
// far. With JavaScript on the page hydrates exactly as drawn (no hydration error), its game
// stream opens once, for a snapshot of its own (the seat may have changed since the page was
// drawn), and the table plays on through it.

/** The `lastEventId` of each live.game stream the page opens. */
function gameStreamsFrom(page: Page): (string | null)[] {
  const from: (string | null)[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith("/api/trpc/live.game")) return;
    const input = JSON.parse(url.searchParams.get("input") ?? "{}") as { lastEventId?: string | null };
    from.push(input.lastEventId ?? null);
  });
  return from;
}

/**
 * Whether a script `page` has loaded so far holds `text`: what tells a chunk of its own
 * apart (a sentence only it draws). Listens from the call, so call it before the page opens.
 */
function scriptsOf(page: Page): (text: string) => Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  return async (text) => (await Promise.all(scripts)).some((body) => body.includes(text));
}

/** The same person's cookies in a browser that never gets the page's scripts: what the HTML alone shows. */
async function beforeScripts(browser: Browser, who: ApiPerson, viewport = PHONE) {
  const context = await browser.newContext({ viewport, storageState: await who.context.storageState() });
  await context.route("**/_next/static/**", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  return { context, page: await context.newPage() };
}

test("an Oh My Word room opened mid-game has its table in the HTML, hydrates as drawn and plays on", async ({
  browser,
}) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const ana = await apiPerson(browser, `Ana Room${suffix}`);
  const ben = await apiPerson(browser, `Ben Room${suffix}`);
  const room = await callTrpc(ana.context, "rooms.create", {
    kind: "oh-my-word",
    name: "Drawn on the server",
    visibility: "private",
    config: { seats: 2, firstSeat: 0, timer: { minMs: 90_000, maxMs: 90_000 } },
  });
  await callTrpc(ben.context, "rooms.join", { code: room.code, as: "player" });
  for (const who of [ana, ben])
    await callTrpc(who.context, "rooms.setReady", { roomId: room.id, ready: true });
  // The waiting room, like the table below, is in the page's shell.
  expect(await partsRevealedLater(ana.context, `/rooms/${room.id}`)).toEqual([]);
  await callTrpc(ana.context, "rooms.start", { roomId: room.id });

  // The table is in the page's shell, not sent after it to be revealed later.
  expect(await partsRevealedLater(ana.context, `/rooms/${room.id}`)).toEqual([]);
  const off = await beforeScripts(browser, ana);
  await off.page.goto(`/rooms/${room.id}`);
  await expect(off.page.getByRole("heading", { level: 1, name: "Drawn on the server" })).toBeVisible();
  await expect(off.page.locator("[data-omw-table]")).toBeVisible();
  // Shown, but not pressable before the page's scripts run: a tap then would be lost.
  await expect(off.page.getByRole("button", { name: "Draw a tile" })).toBeDisabled();
  await expect(off.page.getByText("Opening the room…")).toHaveCount(0);
  await saveScreen(off.page, "room-ssr-noscripts-omw-phone", { fullPage: false });

  const page = await ana.context.newPage();
  await page.setViewportSize(DESKTOP);
  const streams = gameStreamsFrom(page);
  await page.goto(`/rooms/${room.id}`);
  const draw = page.getByRole("button", { name: "Draw a tile" });
  await expect(draw).toBeEnabled();
  await expect.poll(() => streams.length).toBe(1);
  await expectNoA11yViolations(page);
  // Asked for reduced motion (the project's setting), the tension strip warms without a beat.
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
  expect(await tensionAnimation(page)).toBe("none");
  await draw.click();
  // The draw comes back through that stream: a letter to play, or a reverse tile that sent
  // the bag on; either way the log has its line.
  // (Other lines come and go meanwhile: Ben, with no page open, is marked away.)
  const line = page
    .getByRole("region", { name: "What happened" })
    .getByRole("listitem")
    .filter({ hasText: /You drew/ });
  await expect(line).toHaveCount(1);
  const drawn = await line.textContent();
  // With the hidden timer running, nothing on the table keeps moving under reduced motion:
  // the strip steps as it warms instead of gliding without end. (It grows from 4% of its
  // width, which a 90 s timer passes after 3.6 s.)
  const strip = page.getByTestId("omw-tension").locator(":scope > div");
  await expect
    .poll(() => strip.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a), { timeout: 15_000 })
    .toBeGreaterThan(0.05);
  expect(await keepsMoving(page)).toEqual([]);
  await saveScreen(page, "room-ssr-js-omw-desktop");
  // One stream throughout, asked for a snapshot of its own.
  expect(streams).toEqual([null]);
  await expectNoA11yViolations(page);

  // Opened again, the HTML carries what happened so far.
  await off.page.reload();
  await expect(off.page.locator("[data-omw-table]")).toBeVisible();
  await expect(
    off.page
      .getByRole("region", { name: "What happened" })
      .getByRole("listitem")
      .filter({ hasText: drawn ?? "" }),
  ).toHaveCount(1);
  await off.context.close();
  await ana.context.close();
  await ben.context.close();
});

test("a BuyWord room opened mid-game has its table in the HTML and hydrates as drawn", async ({
  browser,
}) => {
  const ana = await apiPerson(browser, `Ana Buy${Math.random().toString(36).slice(2, 6)}`);
  const { roomId } = await callTrpc(ana.context, "rooms.playNow", { kind: "buyword" });

  expect(await partsRevealedLater(ana.context, `/rooms/${roomId}`)).toEqual([]);
  const off = await beforeScripts(browser, ana);
  await off.page.goto(`/rooms/${roomId}`);
  await expect(off.page.getByTestId("buyword-table")).toBeVisible();
  await expect(off.page.getByTestId("bw-decision")).toBeVisible();
  for (const button of await off.page.getByTestId("bw-decision").getByRole("button").all())
    await expect(button).toBeDisabled();
  await expect(off.page.getByText("Setting up the BuyWord table…")).toHaveCount(0);
  await saveScreen(off.page, "room-ssr-noscripts-buyword-phone", { fullPage: false });
  await off.context.close();

  const page = await ana.context.newPage();
  await page.setViewportSize(PHONE);
  const streams = gameStreamsFrom(page);
  await page.goto(`/rooms/${roomId}`);
  await expect(page.getByTestId("buyword-table")).toBeVisible();
  await expect.poll(() => streams.length).toBe(1);
  expect(streams).toEqual([null]);
  await expectNoA11yViolations(page);
  // The table is live: the die's choice (the smallest draw) or the draw's price, then the buy,
  // or the discard when the deal costs more than the $200 a player starts with (five tiles of
  // three pips each: $225).
  const decision = page.getByTestId("bw-decision");
  const two = decision.getByRole("button", { name: "2", exact: true });
  const buy = decision.getByRole("button", { name: /^Buy for \$/ });
  await expect(two.or(buy)).toBeVisible({ timeout: 30_000 });
  if (await two.isVisible()) await two.click();
  await expect(buy).toBeVisible();
  if (await buy.isEnabled()) await buy.click();
  else await decision.getByRole("button", { name: "Discard", exact: true }).click();
  await expect(buy).toHaveCount(0);
  // Under reduced motion the table comes to rest between moves.
  expect(await keepsMoving(page)).toEqual([]);
  await expectNoA11yViolations(page);
  await ana.context.close();
});

test("a BuyWord room in play starts without the end's card, and fetches it once it has opened", async ({
  browser,
}) => {
  // docs/web.md, "Chunks of their own": the end's panels are not part of a table's start-up,
  // and are fetched a while after the table opens, so a game's end doesn't wait on them.
  const ana = await apiPerson(browser, `Ana End${Math.random().toString(36).slice(2, 6)}`);
  const { roomId } = await callTrpc(ana.context, "rooms.playNow", { kind: "buyword" });
  const page = await ana.context.newPage();
  const loaded = scriptsOf(page);
  const hasEndCard = () => loaded("The best sales you missed");
  await page.goto(`/rooms/${roomId}`, { waitUntil: "load" });
  await expect(page.getByTestId("buyword-table")).toBeVisible();
  // The page's own scripts and what they fetch at once are in well within 2 s of its load;
  // the end's card is asked for 8 s after the table has hydrated.
  await page.waitForTimeout(2_000);
  expect(await hasEndCard()).toBe(false);
  await expect.poll(hasEndCard, { timeout: 30_000 }).toBe(true);
  await ana.context.close();
});

test("a room in play draws its panels' stand-in, and the panels take over where it was", async ({
  browser,
}) => {
  // docs/web.md, "Chunks of their own": the tabs under the table (Radix's) come when someone
  // reaches for them; the tab pressed, what is typed and the focus carry over.
  const ana = await apiPerson(browser, `Ana Tabs${Math.random().toString(36).slice(2, 6)}`);
  const { roomId } = await callTrpc(ana.context, "rooms.playNow", { kind: "buyword" });
  const open = async () => {
    const page = await ana.context.newPage();
    await page.setViewportSize(PHONE);
    const loaded = scriptsOf(page);
    // "Nobody is watching." is the People tab's, which only the panels' chunk draws.
    const hasPanels = () => loaded("Nobody is watching.");
    await page.goto(`/rooms/${roomId}`, { waitUntil: "load" });
    await expect(page.getByTestId("buyword-table")).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(await hasPanels()).toBe(false);
    return { page, hasPanels };
  };

  // Typing in the chat's box: the panels come, and the words and the focus stay in the box.
  const first = await open();
  const panels = first.page.getByRole("region", { name: "Chat, people and invite" });
  await expect(panels.getByRole("tab", { name: "Chat" })).toHaveAttribute("aria-selected", "true");
  await expectNoA11yViolations(first.page);
  await sendChat(first.page, "Good luck, bots");
  expect(await first.hasPanels()).toBe(true);
  await panels.getByRole("tab", { name: /^People/ }).click();
  await expect(panels.getByText("Nobody is watching.")).toBeVisible();
  await expectNoA11yViolations(first.page);

  // Pressing a tab of the stand-in: the panels open on it.
  const second = await open();
  const panels2 = second.page.getByRole("region", { name: "Chat, people and invite" });
  await panels2.getByRole("tab", { name: "Invite" }).click();
  await expect(panels2.getByRole("tab", { name: "Invite" })).toHaveAttribute("aria-selected", "true");
  await expect(panels2.getByRole("tabpanel")).toContainText("Invite link");
  expect(await second.hasPanels()).toBe(true);
  await saveScreen(second.page, "room-panels-invite-phone", { fullPage: false });
  await ana.context.close();
});

test("a room in play leaves the header's pages alone until a player reaches for one", async ({ browser }) => {
  // docs/web.md, "Links": the chrome's links fetch their page when reached for, not on sight,
  // so a table's first load is not shared with the pages the header and footer point to.
  const ana = await apiPerson(browser, `Ana Links${Math.random().toString(36).slice(2, 6)}`);
  const { roomId } = await callTrpc(ana.context, "rooms.playNow", { kind: "buyword" });
  const page = await ana.context.newPage();
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) fetched.push(url.pathname);
  });
  await page.goto(`/rooms/${roomId}`, { waitUntil: "load" });
  await expect(page.getByTestId("buyword-table")).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(fetched).toEqual([]);

  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByRole("link", { name: "Leaderboards" }).hover();
  await expect.poll(() => fetched).toContain("/leaderboards");
  await header.getByRole("link", { name: "Leaderboards" }).click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await ana.context.close();
});

test("the lobby's join-by-code form comes when reached for, and a code sent before it is not lost", async ({
  browser,
}) => {
  // docs/web.md, "Chunks of their own": the form library, Zod and the API's schemas stay out of
  // the lobby's first load until someone reaches for the form.
  const suffix = Math.random().toString(36).slice(2, 6);
  const ana = await apiPerson(browser, `Ana Lobby${suffix}`);
  const ben = await apiPerson(browser, `Ben Lobby${suffix}`);
  const room: { code: string } = await callTrpc(ana.context, "rooms.create", {
    kind: "buyword",
    name: `By code ${suffix}`,
    visibility: "private",
    config: { players: 2 },
  });

  const page = await ben.context.newPage();
  await page.setViewportSize(PHONE);
  const loaded = scriptsOf(page);
  // Zod's own error class: in no script of the lobby's until the form's chunk comes.
  const hasZod = () => loaded("ZodCyclicError");
  // Scripts fetched after the page has loaded arrive 1.5 s late, so the code is typed and
  // sent while the stand-in is still in place. Next's prefetch of "Open a room" (a content
  // link, prefetched on sight) brings that page's form code, Zod included: it is the next
  // page's, and refused here as the bench's first-load figure refuses it.
  let pageLoaded = false;
  await page.route("**/*", async (route) => {
    if (route.request().headers()["next-router-prefetch"]) return route.abort();
    if (pageLoaded && route.request().url().includes("/_next/static/chunks/"))
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    return route.continue();
  });
  await page.goto("/lobby", { waitUntil: "load" });
  pageLoaded = true;
  await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(await hasZod()).toBe(false);
  await expectNoA11yViolations(page);

  // Typed in any case with a space, and sent with Enter at once: the form takes the code and
  // the press over when it comes, and opens the room's invite page.
  const field = page.getByLabel("Invite code");
  await field.fill(`${room.code.slice(0, 3).toLowerCase()} ${room.code.slice(3)}`);
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/join/${room.code}$`));
  await expect(page.getByRole("heading", { name: `By code ${suffix}` })).toBeVisible();
  expect(await hasZod()).toBe(true);

  // Back in the lobby, an empty code sent is refused by the form, in words.
  pageLoaded = false;
  await page.goto("/lobby", { waitUntil: "load" });
  pageLoaded = true;
  await page.getByRole("button", { name: "Find room" }).click();
  await expect(page.getByLabel("Invite code")).toHaveAttribute("aria-invalid", "true");
  await ana.context.close();
  await ben.context.close();
});
