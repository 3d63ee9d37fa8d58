import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  adminUrl,
  createRoom,
  DEMO_ADMIN,
  expectNoA11yViolations,
  getReady,
  joinByInvite,
  newPerson,
  pasteCategories,
  saveScreen,
  saveScreenAtBothSizes,
  signInToAdmin,
  startGame,
  useOwnAddress,
} from "./support";

// The moderation journey of the admin issue, in real Chromium with one browser context per
// person (web and admin are both on localhost, so a context is one person on both sites):
// a player submits a category pack; a moderator (made one by an admin in the dashboard)
// rejects it with a reason the player reads in My boards; the player fixes and resubmits it;
// the moderator sees what changed, fixes a typo and approves while a second moderator's
// stale approval is refused with a clear message; the pack is featured on the lobby; two
// players find it and play it; an admin ends their game with a reason they read; the pack
// is unpublished with a reason; the moderator edits the house words; a signed-in player is
// suspended and loses their session; the audit log shows all of it.

const side = "Back garden";
const categories = [
  "Flower",
  "Vegtable", // the typo the moderator fixes
  "Tree",
  "Garden tool",
  "Insect",
  "Bird",
  "Fruit",
  "Herb",
  "Something green",
  "Pond creature",
  "Picnic food",
  "Summer drink",
  "Game played outside",
  "Thing with thorns",
  "Weed", // what the moderator asks to change
];

async function staff(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToAdmin(page, who);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  return { context, page };
}

/** Opens a pack's review page from the queue, as a moderator would. */
async function openFromQueue(page: Page, title: string) {
  await page.goto(adminUrl("/packs"));
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
  await row.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** Opens a person's page in the admin dashboard through the search. */
async function openUser(page: Page, email: string, name: string) {
  await page.goto(adminUrl(`/users?q=${encodeURIComponent(email)}`));
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

function reasonDialog(page: Page, name: string | RegExp) {
  return page.getByRole("dialog", { name });
}

test("a pack goes from submission through rejection, resubmission and approval to a game, and moderators run the rest", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `Garden party ${randomUUID().slice(0, 6)}`;
  // Names of this run only: a database kept between runs (DATABASE_URL) has earlier runs' people.
  const run = Math.random().toString(36).slice(2, 6);
  const author = await newPerson(browser, `Pat Author ${run}`);
  const mona = await newPerson(browser, `Mona Moderator ${run}`);
  const oli = await newPerson(browser, `Oli Other ${run}`);
  const admin = await staff(browser, DEMO_ADMIN);

  // 1. The player makes a pack in My boards and submits it.
  const web = author.page;
  await web.goto("/boards/new");
  await web.getByLabel("Title").fill(title);
  await web.getByLabel("Description").fill("Everything at the bottom of the garden.");
  await web.getByLabel("Side 1 name").fill(side);
  await pasteCategories(web, 1, categories);
  await web.getByRole("button", { name: "Create pack" }).click();
  await web.waitForURL(/\/boards\/[0-9a-f-]{36}$/);
  const packPath = new URL(web.url()).pathname;
  await web.getByRole("button", { name: "Submit for review" }).click();
  await expect(
    web.getByRole("region", { name: "Review status" }).getByText("Waiting for review"),
  ).toBeVisible();

  // An admin makes Mona a moderator from her page in the dashboard (admins only).
  await openUser(admin.page, mona.player.email, mona.player.name);
  await admin.page.getByRole("button", { name: "Change role…" }).click();
  const roleDialog = reasonDialog(admin.page, `Change the role of ${mona.player.name}`);
  await roleDialog.getByLabel("New role").selectOption("moderator");
  await roleDialog.getByLabel("Note for the audit log").fill("Joins the moderation team this week.");
  await roleDialog.getByRole("button", { name: "Change role" }).click();
  await expect(
    admin.page.getByRole("status").filter({ hasText: `${mona.player.name}'s role is now moderator.` }),
  ).toBeVisible();

  // 2. Mona (her web session reaches the admin site: same host) rejects it with a reason.
  const mod = mona.page;
  await openFromQueue(mod, title);
  await expect(mod.getByText("No decisions yet: this is a first submission.")).toBeVisible();
  await expect(mod.getByRole("region", { name: "Board sides" }).getByText("Vegtable")).toBeVisible();
  await saveScreen(mod, "admin-pack-review-first");
  const rejection = "Weed reads as a drug on a family board; please pick another category.";
  await mod.getByRole("button", { name: "Reject…" }).click();
  const rejectDialog = reasonDialog(mod, `Reject “${title}”`);
  await rejectDialog.getByLabel("Reason shown to the author").fill(rejection);
  await saveScreenAtBothSizes(mod, "admin-reason-dialog");
  await rejectDialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(mod.getByRole("status").filter({ hasText: "Rejected. The author sees" })).toBeVisible();

  // The player sees the reason in My boards.
  await web.goto("/boards");
  const card = web.getByRole("article", { name: title });
  await expect(card.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(card.getByRole("alert")).toContainText(rejection);
  await saveScreen(web, "web-pack-rejected");

  // 3. The player fixes it and resubmits.
  await card.getByRole("link", { name: `Edit ${title}` }).click();
  await web.waitForURL(packPath);
  await web.getByLabel("Category 15").fill("Hedge plant");
  await web.getByRole("button", { name: "Save changes" }).click();
  await expect(web.getByText("Saved.")).toBeVisible();
  await web.getByRole("button", { name: "Submit for review" }).click();
  await expect(web.getByText("Submitted for review.")).toBeVisible();

  // The moderator sees it is a resubmission and what changed since the rejection.
  await mod.goto(adminUrl("/packs"));
  await expect(
    mod.getByRole("row").filter({ hasText: title }).getByText("Resubmitted after: rejected"),
  ).toBeVisible();
  await openFromQueue(mod, title);
  const changes = mod.getByRole("region", { name: "Changes since the last review" });
  await expect(changes).toContainText(`which ${mona.player.name} rejected`);
  // (The arrow between the two is hidden from screen readers, which hear "changed to".)
  await expect(changes.getByRole("listitem").filter({ hasText: /^Category 15/ })).toContainText(
    /Weed\W+changed to Hedge plant/,
  );
  await saveScreen(mod, "admin-pack-review-resubmitted");
  await expectNoA11yViolations(mod);

  // 4. Two moderators on the same pack: the admin opens it too, Mona fixes the typo and
  // approves first, and the admin's approval of what they saw is refused, saying why.
  await admin.page.goto(mod.url());
  await expect(admin.page.getByRole("button", { name: "Approve", exact: true })).toBeEnabled();
  await mod.getByRole("button", { name: "Fix a typo and approve…" }).click();
  await mod.getByLabel(`${side}, category 2`).fill("Vegetable");
  await mod.getByLabel("Reason shown to the author (optional)").fill("Fixed the spelling of Vegetable.");
  await mod.getByRole("button", { name: "Approve with 1 fix" }).click();
  await expect(mod.getByRole("status").filter({ hasText: "Fixed and approved" })).toBeVisible();
  await admin.page.getByRole("button", { name: "Approve", exact: true }).click();
  const conflict = admin.page.getByRole("region", { name: "Decision" }).getByRole("alert");
  await expect(conflict).toContainText("Already decided.");
  await expect(conflict).toContainText(
    new RegExp(
      `${mona.player.name} already fixed and approved this pack \\(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)`,
    ),
  );
  await saveScreen(admin.page, "admin-pack-conflict");
  // Reloaded, the admin's page shows the pack as it is now: public, with no decision to take.
  await expect(admin.page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  // Its content is what was just decided: no "changes since the last review" to show.
  await expect(admin.page.getByRole("heading", { name: "Changes since the last review" })).toHaveCount(0);

  // The moderator features it on the web lobby.
  await mod.getByRole("button", { name: "Feature on the lobby" }).click();
  await expect(mod.getByRole("status").filter({ hasText: "Featured on the web lobby." })).toBeVisible();
  await expect(mod.getByRole("button", { name: "Remove from featured" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await saveScreen(mod, "admin-pack-approved-featured");

  // The author is told what the moderator changed, in My boards and in the pack's editor:
  // how many categories, which one (side, number, as it was and as it is now) and the note.
  await web.goto("/boards");
  const told = web.getByRole("article", { name: title }).getByRole("status");
  await expect(told).toContainText("The moderator corrected 1 category before approving");
  await expect(told.getByTestId("moderator-fixes").getByRole("listitem")).toHaveText([
    `${side}, category 2: “Vegtable” → “Vegetable”`,
  ]);
  await expect(told).toContainText("Their note: Fixed the spelling of Vegetable.");
  await saveScreen(web, "web-pack-fixed-by-moderator");
  await web.goto(packPath);
  const toldInEditor = web.getByRole("status").filter({ hasText: "The moderator corrected 1 category" });
  await expect(toldInEditor.getByRole("listitem")).toHaveText([
    `${side}, category 2: “Vegtable” → “Vegetable”`,
  ]);
  await expect(web.getByLabel("Category 2", { exact: true })).toHaveValue("Vegetable");

  // 5. The player finds it on the lobby's featured shelf; another player finds it public.
  await web.goto("/lobby");
  const shelf = web.getByRole("region", { name: "Featured packs" });
  await expect(shelf.getByRole("link", { name: title })).toBeVisible();
  await expect(shelf).toContainText(`1 side · by ${author.player.name}`);
  await saveScreen(web, "web-lobby-featured");
  await expectNoA11yViolations(web);
  await oli.page.goto("/packs");
  const publicCard = oli.page.getByRole("article", { name: title });
  await expect(publicCard.getByText("Featured")).toBeVisible();
  await publicCard.getByRole("link", { name: title }).click();
  await expect(oli.page.getByText("Vegetable", { exact: true })).toBeVisible();

  // The other player opens a room on it, the author joins, and the game uses the pack.
  const roomName = `Garden game ${title.slice(-6)}`;
  const room = await createRoom(oli.page, {
    kind: "oh-my-word",
    name: roomName,
    players: 2,
    configure: async (page) => {
      await page.getByRole("radio", { name: "Category packs" }).check();
      await page.getByLabel("Table board 1").selectOption({ label: `${title} — ${side}` });
    },
  });
  await joinByInvite(web, room.inviteUrl);
  await getReady(web);
  await getReady(oli.page);
  await startGame(oli.page);
  for (const page of [oli.page, web]) {
    const table = page.getByRole("region", { name: "Game table" });
    await expect(table.getByText("Vegetable", { exact: true })).toBeVisible();
    await expect(table.getByText("Hedge plant", { exact: true })).toBeVisible();
  }

  // An admin ends the game from the server's side with a reason; both players read it.
  await admin.page.goto(adminUrl("/games"));
  await admin.page.getByRole("link", { name: `Oh My Word in ${roomName}` }).click();
  await expect(
    admin.page.getByRole("heading", { level: 1, name: `Oh My Word in ${roomName}` }),
  ).toBeVisible();
  // Its configuration reads as the room's settings summary does, the JSON behind a toggle.
  const config = admin.page.getByRole("region", { name: "Configuration" });
  const setting = (term: string) =>
    config.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  await expect(setting("Players")).toHaveText("2 seats");
  await expect(setting("Boards")).toHaveText(side);
  await expect(setting("Bad-luck tokens")).toContainText("tokens:");
  await expect(setting("Judging hints")).toContainText("On.");
  await expect(config.getByRole("region", { name: "Game configuration" })).toHaveCount(0);
  await config.getByRole("button", { name: "Show raw configuration" }).click();
  await expect(config.getByRole("region", { name: "Game configuration" })).toContainText('"seats": 2');
  await config.getByRole("button", { name: "Hide raw configuration" }).click();
  await expect(config.getByRole("region", { name: "Game configuration" })).toHaveCount(0);
  await saveScreenAtBothSizes(admin.page, "admin-game", { fullPage: true });
  await expectNoA11yViolations(admin.page);
  const endReason = "The table froze for everyone after a server restart; please start again.";
  await admin.page.getByRole("button", { name: "End this game…" }).click();
  const endDialog = reasonDialog(admin.page, "End this game");
  await endDialog.getByLabel("Reason shown to the players").fill(endReason);
  await endDialog.getByRole("button", { name: "End the game" }).click();
  await expect(admin.page.getByRole("status").filter({ hasText: "The game is over" })).toBeVisible();
  for (const page of [web, oli.page]) {
    const told = page.getByRole("alert").filter({ hasText: "A moderator ended the game" });
    await expect(told).toContainText(endReason);
    await expect(page.getByText("A moderator ended this game.")).toBeVisible();
    await expect(page.getByText("Timer stopped")).toBeVisible();
  }
  await saveScreen(web, "web-game-ended-by-moderator");
  await expectNoA11yViolations(web);

  // The moderator unpublishes the pack with a reason: the author reads it, and it leaves the
  // public list and the lobby's shelf.
  const unpublishReason = "Several players reported it as a copy of another pack; we are checking.";
  await mod.getByRole("button", { name: "Unpublish…" }).click();
  const unpublishDialog = reasonDialog(mod, `Unpublish “${title}”`);
  await unpublishDialog.getByLabel("Reason shown to the author").fill(unpublishReason);
  await unpublishDialog.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(mod.getByRole("status").filter({ hasText: "Unpublished." })).toBeVisible();
  await web.goto("/boards");
  await expect(web.getByRole("article", { name: title }).getByRole("alert")).toContainText(unpublishReason);
  await oli.page.goto("/packs");
  await expect(oli.page.getByRole("article", { name: "House boards" })).toBeVisible();
  await expect(oli.page.getByRole("article", { name: title })).toHaveCount(0);
  await oli.page.goto("/lobby");
  await expect(oli.page.getByRole("heading", { level: 2, name: "Open rooms" })).toBeVisible();
  await expect(oli.page.getByRole("region", { name: "Featured packs" })).toHaveCount(0);

  // Lexicon house rules: the moderator bans a word for the whole platform.
  await mod.goto(adminUrl("/lexicon"));
  const addWord = mod.getByRole("region", { name: "Add a word" });
  // A word of this run only: a database kept between runs (DATABASE_URL) has earlier bans.
  const ending = Array.from(
    { length: 4 },
    () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)],
  );
  await addWord.getByLabel("Word").fill(`Blargh${ending.join("")}`);
  await addWord.getByLabel("List").selectOption("banned");
  await addWord.getByLabel("Note for the audit log").fill("Players agreed it is not a word.");
  await addWord.getByRole("button", { name: "Add", exact: true }).click();
  await expect(addWord.getByRole("status")).toContainText("is now banned.");
  const banned = mod.getByRole("region", { name: /^Banned words/ });
  await expect(banned).toContainText(`blargh${ending.join("")}`);
  await expect(banned).toContainText("Players agreed it is not a word.");
  await saveScreen(mod, "admin-lexicon-edited");

  // 6. The admin suspends Oli while his room page is open: the page loses its session at
  // once, the next page shows him signed out, and signing in again is refused, saying why.
  await oli.page.goto(`/rooms/${room.roomId}`);
  await expect(oli.page.getByRole("heading", { level: 1, name: roomName })).toBeVisible();
  await openUser(admin.page, oli.player.email, oli.player.name);
  await admin.page.getByRole("button", { name: "Suspend…" }).click();
  const suspendDialog = reasonDialog(admin.page, `Suspend ${oli.player.name}`);
  await suspendDialog.getByLabel("Note for the audit log").fill("Abusive messages in room chat.");
  await suspendDialog.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(
    admin.page.getByRole("status").filter({ hasText: "is suspended and signed out everywhere." }),
  ).toBeVisible();
  await expect(oli.page.getByText("This account is suspended; you were signed out.")).toBeVisible();
  await oli.page.goto("/lobby");
  await expect(oli.page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await useOwnAddress(oli.context);
  await oli.page.goto("/sign-in");
  await oli.page.getByLabel("Email").fill(oli.player.email);
  await oli.page.getByLabel("Password").fill(oli.player.password);
  await oli.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(oli.page.getByRole("alert").filter({ hasText: "This account is suspended." })).toContainText(
    "contact the moderators",
  );
  await expect(oli.page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await saveScreen(oli.page, "web-sign-in-suspended");

  // The audit log: everything done to the pack, then one kind of action, then one person's.
  const audit = admin.page;
  await audit.goto(adminUrl("/audit"));
  await audit.getByLabel("Target name or id").fill(title);
  await audit.getByRole("button", { name: "Search the log" }).click();
  await expect(audit).toHaveURL(/[?&]target=/);
  const rows = audit.getByRole("table").getByRole("row");
  // Newest first: header row, then unpublish, feature, fix and approve, reject.
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText("Pack · unpublish");
  await expect(rows.nth(1)).toContainText(unpublishReason);
  await expect(rows.nth(2)).toContainText("Pack · feature");
  await expect(rows.nth(3)).toContainText("Pack · fix and approve");
  await expect(rows.nth(4)).toContainText("Pack · reject");
  await expect(rows.nth(4)).toContainText(rejection);
  await saveScreen(audit, "admin-audit-pack");
  await audit.getByRole("button", { name: "Clear filters" }).click();
  await expect(audit).not.toHaveURL(/[?&]target=/);
  // Clearing re-renders the form from the new address; a choice made before that lands is
  // reset, so choose and search again until the address carries it.
  await expect(async () => {
    await audit.getByLabel("Action").selectOption("game.end");
    await audit.getByRole("button", { name: "Search the log" }).click();
    await expect(audit).toHaveURL(/[?&]action=game\.end/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const gameRow = audit.getByRole("row").filter({ hasText: roomName });
  await expect(gameRow).toContainText("Game · end");
  await expect(gameRow).toContainText(endReason);
  await expect(gameRow).toContainText(DEMO_ADMIN.name);
  await audit.getByLabel("Action").selectOption("user.suspend");
  await audit.getByRole("button", { name: "Search the log" }).click();
  await expect(audit.getByRole("row").filter({ hasText: oli.player.name })).toContainText(
    "Abusive messages in room chat.",
  );
  // Clicking a moderator's name shows only their actions: Mona's three on the pack and the word.
  await audit.getByRole("button", { name: "Clear filters" }).click();
  await audit
    .getByRole("row")
    .filter({ hasText: "Lexicon · add" })
    .getByRole("button", { name: mona.player.name })
    .click();
  await expect(audit).toHaveURL(/[?&]actor=/);
  await expect(audit.getByRole("table").getByRole("row")).toHaveCount(1 + 5);
  await expect(audit.getByRole("table")).not.toContainText(DEMO_ADMIN.name);
  await saveScreen(audit, "admin-audit-moderator");

  for (const person of [author, mona, oli, admin]) await person.context.close();
});
