import type { Page } from "@playwright/test";

/** Fills one side of the pack editor from a pasted list (the editor's "Paste a list"). */
export async function pasteCategories(page: Page, side: number, lines: readonly string[]): Promise<void> {
  const sideBox = page.getByRole("group", { name: new RegExp(`^Side ${side}\\b`) });
  await sideBox.getByRole("button", { name: "Paste a list" }).click();
  await sideBox.getByLabel(`Categories for side ${side}, one a line`).fill(lines.join("\n"));
  await sideBox.getByRole("button", { name: `Fill side ${side}` }).click();
}
