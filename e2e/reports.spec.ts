import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  adminUrl,
  callTrpc,
  DEMO_MODERATOR,
  DESKTOP,
  expectNoA11yViolations,
  newPerson,
  PHONE,
  saveScreen,
  saveScreenAtBothSizes,
  signInToAdmin,
  useOwnAddress,
} from "./support";

// A player reports another from their public profile: a reason is required, the report is
// sent once, and sending it again while it is open says so instead of filing a second one.

test("a player reports another player from their profile", async ({ browser }) => {
  const target = await newPerson(browser, "Reported Rita");
  await target.page.goto("/profile");
  await target.page.getByRole("link", { name: "your public profile" }).click();
  await target.page.waitForURL(/\/players\/[^/]+$/);
  const profileUrl = target.page.url();
  // Nobody reports themselves.
  await expect(target.page.getByRole("button", { name: "Report", exact: true })).toHaveCount(0);

  const reporter = await newPerson(browser, "Careful Carl");
  const page = reporter.page;
  await page.goto(profileUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Reported Rita" })).toBeVisible();
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report Reported Rita" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Harassment or bullying" }).check();
  await dialog.getByLabel("Details (optional)").fill("Rude messages in the room chat.");
  await saveScreen(page, "web-report-dialog");
  await saveScreenAtBothSizes(page, "web-report-dialog");
  await expectNoA11yViolations(page, undefined, "the room with the report dialog open");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you. The moderators will look at it.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Report", exact: true }).click();
  await dialog.getByRole("radio", { name: "Spam or advertising" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("You already reported this; the moderators have it.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await target.context.close();
  await reporter.context.close();
});

/** The report about `title` in the dashboard's list, loading more of the queue until it shows. */
async function reportAbout(page: Page, title: string): Promise<Locator> {
  const item = page.getByRole("listitem").filter({ hasText: title });
  const more = page.getByRole("button", { name: "Load more" });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return item;
}

// A pack report can suspend the pack's author (docs/moderation.md): a player reports a public
// pack from its page, a moderator decides the report in the dashboard by suspending its author,
// with the same note and the same warning as a report about a person, and the author is
// signed out and kept out.
test("a moderator suspends a pack's author from a report about the pack", async ({ browser }) => {
  const title = `Rude words ${randomUUID().slice(0, 6)}`;
  const author = await newPerson(browser, "Pat Packmaker");
  const categories = Array.from({ length: 15 }, (_, i) => `Insult ${i + 1}`);
  const pack = await callTrpc(author.context, "packs.create", {
    title,
    description: "Made to offend.",
    language: "en",
    sides: [{ name: "Front", categories }],
  });
  const submitted = await callTrpc(author.context, "packs.submit", { id: pack.id, version: pack.version });

  const modContext = await browser.newContext();
  const mod = await modContext.newPage();
  await signInToAdmin(mod, DEMO_MODERATOR);
  await expect(mod.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  // Published by a moderator (set up through the API: the review itself is the journey's).
  await callTrpc(modContext, "admin.packs.approve", { packId: submitted.id, revision: submitted.version });

  // Another player reports it from its public page.
  const reporter = await newPerson(browser, "Rae Reporter");
  await reporter.page.goto(`/packs/${submitted.id}`);
  await reporter.page.getByRole("button", { name: "Report", exact: true }).click();
  const reportDialog = reporter.page.getByRole("dialog", { name: `Report the pack “${title}”` });
  await reportDialog.getByRole("radio", { name: "Offensive or hateful content" }).check();
  await reportDialog.getByLabel("Details (optional)").fill("Every category is an insult.");
  await reportDialog.getByRole("button", { name: "Send report" }).click();
  await expect(reportDialog.getByText("Thank you. The moderators will look at it.")).toBeVisible();

  // The moderator finds it in the queue, with the pack's author named.
  await mod.goto(adminUrl("/reports"));
  const item = await reportAbout(mod, title);
  await expect(item).toContainText(`by ${author.player.name}`);
  await expect(item).toContainText("Every category is an insult.");
  await item.scrollIntoViewIfNeeded();
  await saveScreenAtBothSizes(mod, "admin-report-pack");
  await expectNoA11yViolations(mod);

  await item.getByRole("button", { name: "Decide…" }).click();
  const decide = mod.getByRole("dialog", { name: "Decide on this report" });
  const choices = decide.getByRole("radio");
  await expect(choices).toHaveCount(4);
  await expect(decide.getByRole("radio", { name: "Unpublish the pack" })).toBeVisible();
  // Choosing the suspension says what it does, before anything is sent.
  await expect(decide.getByRole("alert")).toHaveCount(0);
  await decide.getByRole("radio", { name: `Suspend the pack's author, ${author.player.name}` }).check();
  const warning = decide.getByRole("alert").filter({ hasText: "This suspends an account" });
  await expect(warning).toContainText(
    `Suspending signs ${author.player.name} out everywhere and keeps them from signing in`,
  );
  // Like a suspension from the person's page, it asks for the moderators' note only.
  await expect(decide.getByLabel("Reason shown to the author")).toHaveCount(0);
  await decide.getByLabel("Note for the audit log").fill("Made a pack of insults on purpose.");
  await saveScreenAtBothSizes(mod, "admin-report-decide");
  await expectNoA11yViolations(mod, undefined, "the report decision dialog");
  await decide.getByRole("button", { name: "Save decision" }).click();
  await expect(decide).toBeHidden();

  // The report leaves the queue and is listed as resolved with what was done and why.
  await expect(mod.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  await mod.getByRole("button", { name: "Resolved" }).click();
  const resolved = await reportAbout(mod, title);
  await expect(resolved).toContainText("the pack's author suspended by Max (demo moderator)");
  await expect(resolved).toContainText("Made a pack of insults on purpose.");
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await mod.setViewportSize(viewport);
    await resolved.scrollIntoViewIfNeeded();
    await saveScreen(mod, `admin-report-resolved-${size}`, { fullPage: false });
  }

  // The author is signed out on their next page and can't sign in again.
  await author.page.goto("/boards");
  await expect(author.page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await useOwnAddress(author.context);
  await author.page.goto("/sign-in");
  await author.page.getByLabel("Email").fill(author.player.email);
  await author.page.getByLabel("Password").fill(author.player.password);
  await author.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(
    author.page.getByRole("alert").filter({ hasText: "This account is suspended." }),
  ).toContainText("contact the moderators");

  for (const context of [author.context, reporter.context, modContext]) await context.close();
});
