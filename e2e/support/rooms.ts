import { expect, type Page } from "@playwright/test";

export type GameKind = "oh-my-word" | "buyword";

/**
 * A value for one labelled field of the create-room form: text for inputs, an option's
 * label for selects, true/false for checkboxes.
 */
export type FieldValue = string | number | boolean;

export type CreateRoomOptions = {
  readonly kind: GameKind;
  readonly name?: string;
  readonly visibility?: "public" | "private";
  /** Table size: Oh My Word 2–8, BuyWord 1–4. */
  readonly players?: number;
  /**
   * Any other settings, by the label the form shows, e.g.
   * `{ "Shortest timer (seconds)": 2, "Longest timer (seconds)": 3, "Judging": "Challenge and vote" }`.
   * Fields inside collapsed sections are opened first.
   */
  readonly fields?: Readonly<Record<string, FieldValue>>;
  /** For anything `fields` can't express (e.g. choosing pack sides). Runs before submitting. */
  readonly configure?: (page: Page) => Promise<void>;
};

export type CreatedRoom = { readonly roomId: string; readonly code: string; readonly inviteUrl: string };

/** Creates a room through the lobby's create-room page and waits for the room to open. */
export async function createRoom(page: Page, options: CreateRoomOptions): Promise<CreatedRoom> {
  await page.goto("/rooms/new");
  await page.getByRole("radio", { name: options.kind === "oh-my-word" ? /Oh My Word/ : /BuyWord/ }).check();
  await page.getByLabel("Room name").fill(options.name ?? `Test room ${Date.now().toString(36)}`);
  if (options.visibility) {
    await page
      .getByLabel("Who can join")
      .selectOption(options.visibility === "public" ? "public" : "private");
  }
  if (options.players !== undefined)
    await page.getByLabel("Players", { exact: true }).selectOption(String(options.players));
  for (const [label, value] of Object.entries(options.fields ?? {})) await setField(page, label, value);
  if (options.configure) await options.configure(page);
  await page.getByRole("button", { name: "Create room" }).click();
  await page.waitForURL(/\/rooms\/[0-9a-f-]{36}$/);
  const roomId = new URL(page.url()).pathname.split("/").pop() ?? "";
  // A solo room (one seat) has nobody to invite, so no invite panel.
  if (options.kind === "buyword" && options.players === 1) {
    await expect(page.getByRole("button", { name: "Start", exact: true })).toBeVisible();
    await expect(page.getByLabel("Invite link")).toHaveCount(0);
    return { roomId, code: "", inviteUrl: "" };
  }
  const invite = page.getByLabel("Invite link");
  // The link is absolute once the page knows its own address.
  await expect(invite).toHaveValue(/^https?:\/\/[^/]+\/join\/[A-Z0-9]+$/);
  const inviteUrl = await invite.inputValue();
  const code = inviteUrl.split("/").pop() ?? "";
  return { roomId, code, inviteUrl };
}

/** Sets one labelled form control, whatever its kind, opening its collapsed section if needed. */
export async function setField(page: Page, label: string, value: FieldValue): Promise<void> {
  const control = page.getByLabel(label, { exact: true });
  if (!(await control.isVisible())) {
    // Advanced settings sit in <details>; open the one that holds this control.
    await control.evaluate((el) => {
      const details = el.closest("details");
      if (details) details.open = true;
    });
  }
  const kind = await control.evaluate((el) =>
    el instanceof HTMLSelectElement ? "select" : el instanceof HTMLInputElement ? el.type : "text",
  );
  if (kind === "select") {
    const text = String(value);
    // Accept either the option's value or its visible label.
    const byValue = await control.locator(`option[value="${text.replace(/"/g, '\\"')}"]`).count();
    await control.selectOption(byValue ? { value: text } : { label: text });
  } else if (kind === "checkbox" || kind === "radio") {
    await control.setChecked(Boolean(value));
  } else {
    await control.fill(String(value));
  }
}

/**
 * Follows an invite link and joins the room, as a player (default) or a spectator. The page
 * must be signed in already (see signUp with `next` for the signed-out journey).
 */
export async function joinByInvite(
  page: Page,
  inviteUrl: string,
  options: { as?: "player" | "spectator" } = {},
): Promise<void> {
  await page.goto(inviteUrl);
  await page
    .getByRole("button", { name: options.as === "spectator" ? "Watch as a spectator" : "Join as a player" })
    .click();
  await page.waitForURL(/\/rooms\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Joins by typing the code into the lobby's "Join by code" form. */
export async function joinByCode(page: Page, code: string): Promise<void> {
  await page.goto("/lobby");
  await page.getByLabel("Invite code").fill(code);
  await page.getByRole("button", { name: "Find room" }).click();
  await page.getByRole("button", { name: "Join as a player" }).click();
  await page.waitForURL(/\/rooms\/[0-9a-f-]{36}$/);
}

/** The seats list of the room page. */
export function seats(page: Page) {
  return page.getByRole("list", { name: "Seats" });
}

/** Marks the player ready (they must be seated) and waits until the page shows it. */
export async function getReady(page: Page): Promise<void> {
  await page.getByRole("button", { name: "I'm ready" }).click();
  await expect(page.getByRole("button", { name: "Not ready" })).toBeVisible();
}

/** The host starts the game and waits for the table to replace the waiting room. */
export async function startGame(page: Page): Promise<void> {
  // "Start" in a solo room, "Start game" at a table for several.
  await page.getByRole("button", { name: /^Start( game)?$/ }).click();
  await expect(page.getByRole("region", { name: "Game table" })).toBeVisible();
}

/** Posts a chat message and waits until it shows in the chat log. */
export async function sendChat(page: Page, text: string): Promise<void> {
  await page.getByLabel("Message").fill(text);
  // The first focus loads the chat's form, which takes over from the stand-in box: what was
  // typed and the focus come with it.
  await expect(page.getByLabel("Message")).toBeFocused();
  await expect(page.getByLabel("Message")).toHaveValue(text);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("log", { name: "Chat" }).getByText(text)).toBeVisible();
}
