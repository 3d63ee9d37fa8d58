import type { Db, Prisma } from "@wordhall/db";
import { normalizeWord } from "@wordhall/words";
import { AppError } from "../../../errors";
import { lockFor } from "../../../limits/user-lock";
import { type Actor, writeAudit } from "../../audit/audit-log";

/** The most words both lists hold together; a game's config carries them all. */
export const MAX_PLATFORM_WORDS = 20_000;

type List = "allowed" | "banned";

export type LexiconEntryView = {
  readonly word: string;
  readonly reason: string;
  readonly addedBy: { readonly id: string; readonly name: string } | null;
  readonly at: string;
};

/** Both lists, alphabetically. */
export async function listPlatformLexicon(
  db: Db,
): Promise<{ allowed: LexiconEntryView[]; banned: LexiconEntryView[] }> {
  const rows = await db.lexiconEntry.findMany({
    orderBy: { word: "asc" },
    include: { addedBy: { select: { id: true, name: true } } },
  });
  const view = (list: List) =>
    rows
      .filter((r) => r.list === list)
      .map((r) => ({ word: r.word, reason: r.reason, addedBy: r.addedBy, at: r.createdAt.toISOString() }));
  return { allowed: view("allowed"), banned: view("banned") };
}

/** The words every new BuyWord game is set up with (createGame copies them into its config). */
export async function platformHouseRules(
  db: Db | Prisma.TransactionClient,
): Promise<{ allowed: string[]; banned: string[] }> {
  const rows = await db.lexiconEntry.findMany({
    orderBy: { word: "asc" },
    select: { word: true, list: true },
  });
  return {
    allowed: rows.filter((r) => r.list === "allowed").map((r) => r.word),
    banned: rows.filter((r) => r.list === "banned").map((r) => r.word),
  };
}

function normalized(raw: string): string {
  const word = normalizeWord(raw);
  if (word === null) {
    throw new AppError(
      "BAD_REQUEST",
      `"${raw}" can't be a word here: use letters only (accents are dropped, so "café" is "cafe").`,
    );
  }
  return word;
}

/**
 * Puts a word on the allowed or banned list. A word is on at most one list: adding it to
 * the other one moves it (and the audit entry says from where).
 */
export async function addLexiconWord(
  db: Db,
  actor: Actor,
  input: { word: string; list: List; reason: string },
): Promise<{ word: string; list: List; movedFrom: List | null }> {
  const word = normalized(input.word);
  return db.$transaction(async (tx) => {
    // One writer at a time, so the size limit and the move are decided on what is there.
    await lockFor(tx, "lexicon", "platform");
    const existing = await tx.lexiconEntry.findUnique({ where: { word } });
    if (existing?.list === input.list)
      throw new AppError("CONFLICT", `"${word}" is already on the ${input.list} list.`);
    if (!existing && (await tx.lexiconEntry.count()) >= MAX_PLATFORM_WORDS) {
      throw new AppError(
        "BAD_REQUEST",
        `The lists hold at most ${MAX_PLATFORM_WORDS} words; remove some first.`,
      );
    }
    await tx.lexiconEntry.upsert({
      where: { word },
      create: { word, list: input.list, reason: input.reason, addedById: actor.id },
      update: { list: input.list, reason: input.reason, addedById: actor.id, createdAt: new Date() },
    });
    const movedFrom = existing ? existing.list : null;
    await writeAudit(tx, actor, {
      action: "lexicon.add",
      target: { kind: "lexicon", id: word, label: word },
      reason: input.reason,
      details: { list: input.list, ...(movedFrom ? { movedFrom } : {}) },
    });
    return { word, list: input.list, movedFrom };
  });
}

export async function removeLexiconWord(
  db: Db,
  actor: Actor,
  input: { word: string; list: List; reason: string },
): Promise<{ word: string; list: List }> {
  const word = normalized(input.word);
  return db.$transaction(async (tx) => {
    const removed = await tx.lexiconEntry.deleteMany({ where: { word, list: input.list } });
    if (removed.count !== 1) throw new AppError("NOT_FOUND", `"${word}" is not on the ${input.list} list.`);
    await writeAudit(tx, actor, {
      action: "lexicon.remove",
      target: { kind: "lexicon", id: word, label: word },
      reason: input.reason,
      details: { list: input.list },
    });
    return { word, list: input.list };
  });
}
