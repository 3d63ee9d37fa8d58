import type { Page } from "@playwright/test";
import { urls } from "../../playwright.config";
import { useOwnAddress } from "./accounts";

// The admin dashboard under test runs with NODE_ENV=development, so the seed's demo staff
// exist (packages/db/src/seed/seed.ts). Anyone else becomes staff the documented ways: an
// admin changes their role in the dashboard, or `pnpm user:role <email> moderator`.
export const DEMO_PASSWORD = "demo-password-1";
export const DEMO_ADMIN = {
  name: "Ada (demo admin)",
  email: "admin@demo.wordhall.test",
  password: DEMO_PASSWORD,
};
export const DEMO_MODERATOR = {
  name: "Max (demo moderator)",
  email: "moderator@demo.wordhall.test",
  password: DEMO_PASSWORD,
};

/** Signs in on the admin site's own sign-in page; it then goes to `next` (default: the overview). */
export async function signInToAdmin(
  page: Page,
  person: { readonly email: string; readonly password: string },
  next = "/",
): Promise<void> {
  await useOwnAddress(page.context());
  await page.goto(`${urls.admin}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A page of the admin site (an absolute address: the contexts' base URL is the web app). */
export function adminUrl(path: string): string {
  return `${urls.admin}${path}`;
}
