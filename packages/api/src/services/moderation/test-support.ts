import type { Db } from "@wordhall/db";
import { expect } from "vitest";
import { callerAs, type TestUser } from "../rooms/test-callers";

// Test-only helpers of the moderation tests.

export const fifteen = (prefix: string) => Array.from({ length: 15 }, (_, i) => `${prefix} ${i + 1}`);

export const packContent = (title = "Kitchen") => ({
  title,
  description: "Things in a kitchen",
  language: "en",
  sides: [
    { name: "Front", categories: fifteen("Spice") },
    { name: "Back", categories: fifteen("Tool") },
  ],
});

/** A pack of the author's, submitted: returns its id and the revision in the queue. */
export async function submittedPack(db: Db, author: TestUser, title = "Kitchen") {
  const pack = await callerAs(db, author).packs.create(packContent(title));
  const submitted = await callerAs(db, author).packs.submit({ id: pack.id, version: pack.version });
  return { packId: submitted.id, revision: submitted.version };
}

/** A pack approved by a moderator (so public). */
export async function publishedPack(db: Db, author: TestUser, moderator: TestUser, title = "Published") {
  const { packId, revision } = await submittedPack(db, author, title);
  await callerAs(db, moderator).admin.packs.approve({ packId, revision });
  return packId;
}

/**
 * Calls one procedure as anonymous and as a player: the first is asked to sign in, the
 * second refused. `call` gets the caller to use.
 */
export async function expectStaffOnly(
  db: Db,
  player: TestUser,
  call: (caller: ReturnType<typeof callerAs>) => Promise<unknown>,
) {
  await expect(call(callerAs(db, null))).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  await expect(call(callerAs(db, player))).rejects.toMatchObject({ code: "FORBIDDEN" });
}
