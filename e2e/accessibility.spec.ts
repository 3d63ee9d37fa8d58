import { expect, type Page, test } from "@playwright/test";
import {
  createRoom,
  DESKTOP,
  expectNoA11yViolations,
  getReady,
  joinByInvite,
  newPerson,
  PHONE,
  saveScreen,
  signUp,
  startGame,
} from "./support";

// axe-core on every main page of the players' app, as a signed-in player sees it (and the
// visitor pages as a visitor does). A violation of any impact fails the test; each is listed
// with the elements it was found on, so the report says what to fix. Pages other specs check
// as they use them (the Daily, the guided game, admin) are checked there with the same helper.

const expectNoViolations = (page: Page, name: string) => expectNoA11yViolations(page, undefined, name);

/** Opens a page and waits until its main content has loaded (no "Loading…" left). */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
};

test("visitor pages: landing, sign in, sign up, how to play, learn, the Daily's calendar", async ({
  page,
}) => {
  for (const [path, name] of [
    ["/", "landing"],
    ["/sign-in", "sign-in"],
    ["/sign-up", "sign-up"],
    ["/how-to-play/oh-my-word", "how to play Oh My Word"],
    ["/how-to-play/buyword", "how to play BuyWord"],
    ["/learn/buyword", "learn BuyWord"],
    ["/daily/calendar", "the Daily's calendar"],
  ] as const) {
    await visit(page, path, async (p) => {
      await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
    });
    await expectNoViolations(page, name);
  }
});

test("a player's pages: profile, leaderboards, my boards, the pack editor, packs, a pack, a player, replay", async ({
  page,
}) => {
  await signUp(page, { name: "Axe Tester" });

  await visit(page, "/profile", heading("Axe Tester"));
  await expectNoViolations(page, "profile");

  await visit(page, "/leaderboards", heading("Leaderboards"));
  await expectNoViolations(page, "leaderboards");
  await page.getByRole("button", { name: "This week" }).click();
  await expectNoViolations(page, "leaderboards, this week");

  await visit(page, "/boards", heading("My boards"));
  await expectNoViolations(page, "my boards");

  await visit(page, "/boards/new", heading("New pack"));
  await page.getByRole("button", { name: "Create pack" }).click();
  await page.getByRole("button", { name: "Preview side 1" }).click();
  await expect(page.getByText("The pack can't be saved yet.")).toBeVisible();
  await expectNoViolations(page, "pack editor with errors and a preview");

  await visit(page, "/packs", heading("Category packs"));
  await expectNoViolations(page, "pack browse");

  await page.getByRole("link", { name: "House boards" }).click();
  await page.waitForURL(/\/packs\/[0-9a-f-]{36}$/);
  await visit(page, page.url(), heading("House boards"));
  await expectNoViolations(page, "a pack");

  await page.goto("/profile");
  await page.getByRole("link", { name: "your public profile" }).click();
  await page.waitForURL(/\/players\//);
  await visit(page, page.url(), heading("Axe Tester"));
  await expectNoViolations(page, "a player's profile");

  await visit(page, "/replay", heading("Replay a game"));
  await page
    .getByLabel("Game record (.json)")
    .setInputFiles("packages/engine/src/oh-my-word/golden/reverse-tiles.record.json");
  await expect(page.getByText(/Move \d+ of \d+/)).toBeVisible();
  // It opens at the start and tells each move in the log's words; Play walks through them.
  await expect(page.getByTestId("replay-step")).toContainText("The game is set up.");
  await page.getByRole("button", { name: "Step", exact: true }).click();
  await expect(page.getByTestId("replay-step")).not.toContainText("The game is set up.");
  await expect(page.getByRole("region", { name: "What happened" }).getByRole("listitem")).toHaveCount(2);
  await expectNoViolations(page, "replay viewer");
  await saveScreen(page, "web-replay-file");
});

test("the lobby, a waiting room, and both game tables while a game runs", async ({ browser }) => {
  // Two people, two rooms and six axe scans, two of a 60-category table: on a shared
  // two-core machine that outgrows the default two minutes.
  test.setTimeout(180_000);
  const host = await newPerson(browser, "Axe Host");
  const page = host.page;
  await visit(page, "/lobby", async (p) => {
    await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
  });
  await expectNoViolations(page, "lobby");

  // BuyWord, solo: the room while waiting, then the table.
  await createRoom(page, { kind: "buyword", players: 1 });
  await expectNoViolations(page, "room (waiting)");
  // Solo: no ready round, one "Start".
  await startGame(page);
  await expect(page.getByTestId("buyword-table")).toBeVisible();
  await expect(page.getByText("Opening the BuyWord table…")).toHaveCount(0);
  await expectNoViolations(page, "BuyWord table");
  // A phone's table folds chat and people into tabs: a layout of its own, checked on its own.
  await page.setViewportSize(PHONE);
  await expectNoViolations(page, "BuyWord table on a phone");
  await page.setViewportSize(DESKTOP);

  // Oh My Word needs two players.
  const guest = await newPerson(browser, "Axe Guest");
  const room = await createRoom(page, { kind: "oh-my-word", players: 2 });
  await joinByInvite(guest.page, room.inviteUrl);
  await getReady(guest.page);
  await getReady(page);
  await startGame(page);
  await expect(page.getByText(/Opening the Oh My Word table/)).toHaveCount(0);
  await expectNoViolations(page, "Oh My Word table");
  await page.setViewportSize(PHONE);
  await expectNoViolations(page, "Oh My Word table on a phone");
  await host.context.close();
  await guest.context.close();
});
