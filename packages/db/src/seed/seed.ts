import { hashPassword } from "better-auth/crypto";
import type { Db } from "../client";
import { BUILT_IN_PACKS } from "./built-in-packs";

export const DEMO_PASSWORD = "demo-password-1";
export const DEMO_ACCOUNTS = [
  { id: "demo-admin", name: "Ada (demo admin)", email: "admin@demo.wordhall.test", role: "admin" },
  {
    id: "demo-moderator",
    name: "Max (demo moderator)",
    email: "moderator@demo.wordhall.test",
    role: "moderator",
  },
  { id: "demo-player-1", name: "Pia (demo player)", email: "pia@demo.wordhall.test", role: "player" },
  { id: "demo-player-2", name: "Pete (demo player)", email: "pete@demo.wordhall.test", role: "player" },
] as const;

export type SeedOutcome = { readonly packs: number; readonly sides: number; readonly demoAccounts: number };

/**
 * Loads the built-in category packs, and demo accounts when asked (development only).
 * Idempotent: packs are keyed by slug and their sides rewritten in one transaction, so a
 * second run changes nothing and an edited pack text replaces the old one.
 */
export async function seed(db: Db, options: { demoAccounts: boolean }): Promise<SeedOutcome> {
  let sides = 0;
  for (const pack of BUILT_IN_PACKS) {
    await db.$transaction(async (tx) => {
      const saved = await tx.categoryPack.upsert({
        where: { slug: pack.slug },
        create: {
          slug: pack.slug,
          builtIn: true,
          title: pack.title,
          description: pack.description,
          visibility: "public",
          status: "approved",
        },
        update: {
          title: pack.title,
          description: pack.description,
          visibility: "public",
          status: "approved",
        },
      });
      await tx.boardSide.deleteMany({ where: { packId: saved.id } });
      await tx.boardSide.createMany({
        data: pack.sides.map((side, position) => ({
          packId: saved.id,
          position,
          name: side.name,
          categories: [...side.categories],
        })),
      });
    });
    sides += pack.sides.length;
  }

  let demoAccounts = 0;
  if (options.demoAccounts) {
    const password = await hashPassword(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      await db.user.upsert({
        where: { email: account.email },
        create: {
          id: account.id,
          name: account.name,
          email: account.email,
          emailVerified: true,
          role: account.role,
          accounts: {
            create: {
              id: `${account.id}-credential`,
              accountId: account.id,
              providerId: "credential",
              password,
            },
          },
        },
        update: {},
      });
      demoAccounts++;
    }
  }
  return { packs: BUILT_IN_PACKS.length, sides, demoAccounts };
}
