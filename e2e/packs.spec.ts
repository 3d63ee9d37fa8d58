import { expect, test } from "@playwright/test";
import {
  callTrpc,
  DESKTOP,
  newPerson,
  overflowProblems,
  overflowsHorizontally,
  PHONE,
  pasteCategories,
  saveScreen,
  signUp,
} from "./support";

// A player makes a category pack in My boards: the form refuses what the server would
// (empty and repeated categories), the preview shows a side as the table will, and the pack
// goes to review with its status shown.

const kitchen = [
  "Fruit",
  "Spice",
  "Dessert",
  "Something in a fridge",
  "Breakfast food",
  "Kitchen tool",
  "Vegetable",
  "Cheese",
  "Drink",
  "Soup",
  "Bread",
  "Herb",
  "Sauce",
  "Pasta shape",
  "Snack",
];

test("a player creates a category pack, previews a side and submits it for review", async ({ page }) => {
  await signUp(page, { name: "Pack Maker", next: "/boards" });
  await page.goto("/boards");
  await expect(page.getByRole("heading", { level: 1, name: "My boards" })).toBeVisible();
  await expect(page.getByText("No packs yet.")).toBeVisible();
  await page.getByRole("link", { name: "New pack" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New pack" })).toBeVisible();

  // Saving an empty form names each problem at its field.
  await page.getByRole("button", { name: "Create pack" }).click();
  await expect(page.getByText("The pack can't be saved yet.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("The pack needs a title.");
  await expect(page.getByLabel("Category 15")).toHaveAccessibleDescription("Categories cannot be empty.");

  await page.getByLabel("Title").fill("Kitchen and table");
  await page.getByLabel("Description").fill("Everything from the fridge to the dinner table.");
  await page.getByLabel("Side 1 name").fill("In the kitchen");
  // A pasted list with a repeat (case and spacing aside) is refused at the repeat.
  await pasteCategories(
    page,
    1,
    [...kitchen.slice(0, 14), "  fruit "].map((c, i) => `${i + 1}. ${c}`),
  );
  await expect(page.getByLabel("Category 1", { exact: true })).toHaveValue("Fruit");
  await expect(page.getByLabel("Category 15")).toHaveAccessibleDescription(/is already category 1/);
  // The fields' sentences at a phone's width and a desktop's.
  await page.setViewportSize(PHONE);
  await saveScreen(page, "web-pack-editor-errors-phone");
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, "web-pack-editor-errors-desktop");
  await page.getByLabel("Category 15").fill("Snack");
  await expect(page.getByText("The pack can't be saved yet.")).toBeHidden();

  // The preview is the same board grid the table shows.
  await page.getByRole("button", { name: "Preview side 1" }).click();
  const preview = page.getByRole("region", { name: "In the kitchen" });
  await expect(preview.getByRole("listitem")).toHaveCount(15);
  await expect(preview.getByText("Pasta shape")).toBeVisible();

  await page.getByRole("button", { name: "Add a side" }).click();
  await page.getByLabel("Side 2 name").fill("At the table");
  await pasteCategories(
    page,
    2,
    kitchen.map((c) => `${c} at dinner`),
  );
  await saveScreen(page, "web-pack-editor-preview");

  await page.getByRole("button", { name: "Create pack" }).click();
  await page.waitForURL(/\/boards\/[0-9a-f-]{36}$/);
  const status = page.getByRole("region", { name: "Review status" });
  await expect(status.getByText("Draft")).toBeVisible();
  await expect(page.getByLabel("Side 2 name")).toHaveValue("At the table");

  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Submitted for review.")).toBeVisible();
  await expect(status.getByText("Waiting for review")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit for review" })).toBeDisabled();
  await saveScreen(page, "web-pack-submitted");

  await page.getByRole("link", { name: "Back to my boards" }).click();
  const card = page.getByRole("article", { name: "Kitchen and table" });
  await expect(card.getByText("Waiting for review")).toBeVisible();
  await expect(card.getByText("2 sides")).toBeVisible();
  await saveScreen(page, "web-my-boards");

  // Not public until a moderator approves it.
  await page.goto("/packs");
  await expect(page.getByRole("article", { name: "House boards" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Kitchen and table" })).toHaveCount(0);
  await saveScreen(page, "web-packs-browse");
});

test("My boards asks a signed-out visitor to sign in", async ({ page }) => {
  await page.goto("/boards/new");
  await expect(page.getByText("Sign in to make category boards.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/sign-in?next=%2Fboards%2Fnew",
  );
});

test("the pack editor, packs, leaderboards and profile fit a 360 px phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signUp(page, { name: "Phone Player" });
  for (const [path, title] of [
    ["/boards/new", "New pack"],
    ["/packs", "Category packs"],
    ["/leaderboards", "Leaderboards"],
    ["/profile", "Phone Player"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(await overflowsHorizontally(page), `${path} scrolls sideways at 360 px`).toBe(false);
  }
  await page.goto("/boards/new");
  await page.getByRole("button", { name: "Preview side 1" }).click();
  expect(await overflowsHorizontally(page)).toBe(false);
  await saveScreen(page, "web-pack-editor-phone");
  await context.close();
});

// As long as a pack may make them, with nowhere to break: 80 letters a category, 60 a side's
// name, 80 the title.
const longWord = (length: number, last: string) =>
  "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(2).slice(0, length - 1) + last;
const LONG_CATEGORIES = [
  ..."abcdefghijkl".split("").map((last) => longWord(80, last)),
  "Something a lighthouse keeper would keep in the pocket of a raincoat",
  "Tea",
  "Supercalifragilisticexpialidocious things",
];
const LONG_SIDE = longWord(60, "s");
const LONG_TITLE = longWord(80, "t");

test("a pack of very long words fits a phone: the editor, its preview and the pack's page", async ({
  browser,
}) => {
  const author = await newPerson(browser, "Long Worder", { viewport: PHONE, phone: true });
  const page = author.page;
  const pack = await callTrpc(author.context, "packs.create", {
    title: LONG_TITLE,
    description: `Words too long for a tile: ${longWord(120, "d")}.`,
    sides: [{ name: LONG_SIDE, categories: LONG_CATEGORIES }],
  });

  /** Neither the page nor anything in it is wider than the screen, and every tile holds its word. */
  const expectItFits = async (where: string) => {
    expect(await overflowProblems(page.locator("body")), where).toEqual([]);
    expect(await overflowsHorizontally(page), `${where} scrolls sideways`).toBe(false);
  };

  await page.goto(`/boards/${pack.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit pack" })).toBeVisible();
  await expect(page.getByLabel("Category 1", { exact: true })).toHaveValue(LONG_CATEGORIES[0] ?? "");
  await page.getByRole("button", { name: "Preview side 1" }).click();
  const preview = page.getByRole("region", { name: LONG_SIDE });
  await expect(preview.getByRole("listitem")).toHaveCount(15);
  await expect(preview.getByText(LONG_CATEGORIES[0] ?? "")).toBeVisible();
  await expectItFits("the pack editor with its preview");
  await preview.scrollIntoViewIfNeeded();
  await saveScreen(page, "web-pack-editor-long-words-phone", { fullPage: false });

  await page.goto(`/packs/${pack.id}`);
  await expect(page.getByRole("heading", { level: 1, name: LONG_TITLE })).toBeVisible();
  const side = page.getByRole("region", { name: LONG_SIDE });
  await expect(side.getByRole("listitem")).toHaveCount(15);
  await expectItFits("the pack's page");
  await saveScreen(page, "web-pack-long-words-phone");

  await page.goto("/boards");
  await expect(page.getByRole("article", { name: LONG_TITLE })).toBeVisible();
  await expectItFits("my boards");

  // A desktop, for the eye: five tiles a row.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/packs/${pack.id}`);
  await expect(side.getByRole("listitem")).toHaveCount(15);
  await expectItFits("the pack's page on a desktop");
  await saveScreen(page, "web-pack-long-words-desktop");
  await author.context.close();
});
