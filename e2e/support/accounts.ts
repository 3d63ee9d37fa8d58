import { randomUUID } from "node:crypto";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";

export const TEST_PASSWORD = "correct-horse-battery";

export type Player = {
  readonly name: string;
  readonly email: string;
  readonly password: string;
};

/** A fresh person with a unique email, so tests never collide with each other's accounts. */
export function newPlayer(name: string): Player {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-") || "player";
  return { name, email: `${slug}-${randomUUID().slice(0, 12)}@example.test`, password: TEST_PASSWORD };
}

/**
 * Gives a browser context an address of its own, as X-Forwarded-For: the platform under test
 * trusts loopback as its reverse proxy (playwright.config.ts), so the game server takes the
 * right-most entry as the client, as it would behind a real proxy (see
 * packages/api/src/security/client-address.ts). The servers run in production mode, so the
 * per-address limits are on (30 sign-ups in 10 minutes); without this every person of every
 * spec would share 127.0.0.1 and the suite could trip them. Real players come from different
 * addresses too. The limits themselves are tested over HTTP in
 * address-limits.integration.test.ts and in lobby-and-room.spec.ts.
 */
export async function useOwnAddress(context: BrowserContext): Promise<string> {
  const part = () => 1 + Math.floor(Math.random() * 254);
  const address = `10.${part()}.${part()}.${part()}`;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/** Someone signed up through the API (no page): their id, name and a context holding their cookie. */
export type ApiPerson = { readonly context: BrowserContext; readonly id: string; readonly name: string };

/**
 * Signs up through the auth API, as the sign-up form would, in a fresh context of its own
 * address: for specs about other pages, which need people but not the sign-up page.
 */
export async function apiPerson(browser: Browser, name: string): Promise<ApiPerson> {
  const context = await browser.newContext();
  const { id } = await signUpThroughApi(context, newPlayer(name));
  return { context, id, name };
}

/** Signs `player` up through the auth API from `context` (its own address), which keeps the cookie. */
async function signUpThroughApi(context: BrowserContext, player: Player): Promise<{ id: string }> {
  await useOwnAddress(context);
  const base = test.info().project.use.baseURL ?? "";
  const response = await context.request.post(`${base}/api/auth/sign-up/email`, {
    data: { name: player.name, email: player.email, password: player.password },
    headers: { origin: base },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id };
}

/**
 * Signs up through the real sign-up page, as a person would, and waits until the site
 * shows them signed in. `next` is where the page should go afterwards (default: the lobby).
 */
export async function signUp(
  page: Page,
  options: { name: string; email?: string; password?: string; next?: string },
): Promise<Player> {
  const player: Player = {
    ...newPlayer(options.name),
    ...(options.email ? { email: options.email } : {}),
    ...(options.password ? { password: options.password } : {}),
  };
  await useOwnAddress(page.context());
  await page.goto(options.next ? `/sign-up?next=${encodeURIComponent(options.next)}` : "/sign-up");
  await page.getByLabel("Display name").fill(player.name);
  await page.getByLabel("Email").fill(player.email);
  await page.getByLabel("Password").fill(player.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectSignedIn(page, player.name);
  return player;
}

/** Signs in through the sign-in page and waits until the header shows the player. */
export async function signIn(page: Page, player: Player, options: { next?: string } = {}): Promise<void> {
  await useOwnAddress(page.context());
  await page.goto(options.next ? `/sign-in?next=${encodeURIComponent(options.next)}` : "/sign-in");
  await page.getByLabel("Email").fill(player.email);
  await page.getByLabel("Password").fill(player.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectSignedIn(page, player.name);
}

/** Signs out from the account menu in the header. */
export async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
}

export async function expectSignedIn(page: Page, name: string): Promise<void> {
  // Signing up hashes a password and checks its strength on a server that, in this suite, also
  // plays other files' games: give it longer than the default five seconds.
  await expect(page.getByRole("banner").getByRole("button", { name: `${name}: account menu` })).toBeVisible({
    timeout: 15_000,
  });
  // The header can say so before the form has sent the browser on: a test's next page.goto
  // then raced that navigation and was aborted (ERR_ABORTED). Wait until it has left.
  await expect(page).not.toHaveURL(/\/sign-(up|in)(\?|$)/, { timeout: 15_000 });
  await page.waitForLoadState();
}

/** The signed-in player's menu button in the header ("<name>: account menu"). */
export function accountMenu(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /: account menu$/ });
}

/**
 * One person = one browser context (own cookies), signed up and on the lobby, ready to go.
 * `phone` makes it a touch screen that lays pages out as a phone does (with `viewport` for its
 * size); `reducedMotion` overrides the project's setting for this person.
 *
 * They sign up through the auth API, as the sign-up form does, and open the lobby, where the
 * form would have sent them: the form itself is the subject of the tests that call `signUp`
 * (lobby-and-room, packs, admin, accessibility). Loading and filling it for each of the
 * suite's fifty people was about a page load each on two busy cores.
 */
export async function newPerson(
  browser: Browser,
  name: string,
  options: {
    viewport?: { width: number; height: number };
    phone?: boolean;
    reducedMotion?: "reduce" | "no-preference";
  } = {},
): Promise<{ context: BrowserContext; page: Page; player: Player }> {
  const context = await browser.newContext({
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.phone ? { hasTouch: true, isMobile: true } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const player = newPlayer(name);
  await signUpThroughApi(context, player);
  const page = await context.newPage();
  await page.goto("/lobby");
  await expectSignedIn(page, player.name);
  return { context, page, player };
}
