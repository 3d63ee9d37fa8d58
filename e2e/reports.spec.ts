import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, newPerson, saveScreen, saveScreenAtBothSizes } from "./support";

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
