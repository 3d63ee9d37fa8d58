import type { Db, Prisma } from "@wordhall/db";
import { AppError } from "../../../errors";
import { type Actor, writeAudit } from "../../audit/audit-log";
import { packContentSchema } from "../../packs/pack-input";
import type { PackFix } from "./pack-moderation-input";
import { snapshotOf } from "./pack-snapshot";

export type Decided = {
  readonly packId: string;
  readonly status: "approved" | "rejected";
  /** The pack's new revision: every decision bumps it, as every edit does. */
  readonly revision: number;
  readonly reviewId: string;
};

/** What the author reads (My boards) and what only moderators read, kept apart. */
type Texts = { readonly reasonForAuthor: string | null; readonly note: string | null };

type Decision =
  | { readonly kind: "approve" }
  | ({ readonly kind: "reject"; readonly reasonForAuthor: string } & Texts)
  | ({ readonly kind: "fixAndApprove"; readonly fixes: readonly PackFix[] } & Texts);

const TX = { maxWait: 10_000, timeout: 15_000 };

/**
 * A moderator's decision on a submitted pack, at the revision they looked at. The status
 * change is one conditional UPDATE (still submitted, still that revision): when two
 * moderators decide at once, PostgreSQL lets one UPDATE through and the other matches no
 * row, so the second gets a CONFLICT naming the first decision. The review, the audit entry
 * and any category fixes commit in the same transaction.
 */
export async function decidePack(
  db: Db,
  actor: Actor,
  input: { packId: string; revision: number },
  decision: Decision,
): Promise<Decided> {
  return db.$transaction(async (tx) => {
    const pack = await tx.categoryPack.findUnique({
      where: { id: input.packId },
      include: { sides: { orderBy: { position: "asc" } } },
    });
    if (!pack || pack.builtIn) throw new AppError("NOT_FOUND", "That pack does not exist.");
    const sides =
      decision.kind === "fixAndApprove"
        ? applyFixes(pack, decision.fixes)
        : pack.sides.map((s) => s.categories);
    const approving = decision.kind !== "reject";
    const claimed = await tx.categoryPack.updateMany({
      where: { id: pack.id, status: "submitted", version: input.revision },
      data: {
        status: approving ? "approved" : "rejected",
        visibility: approving ? "public" : "private",
        featured: false,
        version: { increment: 1 },
      },
    });
    if (claimed.count !== 1) throw await whyNotSubmitted(tx, pack.id, input.revision);
    if (decision.kind === "fixAndApprove") {
      for (const [i, side] of pack.sides.entries()) {
        const fixed = sides[i];
        if (fixed && fixed.join("\u0000") !== side.categories.join("\u0000")) {
          await tx.boardSide.update({ where: { id: side.id }, data: { categories: fixed } });
        }
      }
    }
    const fixes =
      decision.kind === "fixAndApprove"
        ? decision.fixes.map((f) => ({
            sideIndex: f.sideIndex,
            categoryIndex: f.categoryIndex,
            from: pack.sides[f.sideIndex]?.categories[f.categoryIndex] ?? "",
            to: f.text,
          }))
        : null;
    const texts: Texts = decision.kind === "approve" ? { reasonForAuthor: null, note: null } : decision;
    const review = await tx.packReview.create({
      data: {
        packId: pack.id,
        reviewerId: actor.id,
        decision:
          decision.kind === "approve"
            ? "approved"
            : decision.kind === "reject"
              ? "rejected"
              : "fixed_and_approved",
        reasonForAuthor: texts.reasonForAuthor,
        note: texts.note,
        snapshot: snapshotOf({
          ...pack,
          sides: pack.sides.map((s, i) => ({ name: s.name, categories: sides[i] ?? s.categories })),
        }),
        packVersion: input.revision,
        submittedAt: pack.submittedAt,
        ...(fixes ? { fixes } : {}),
      },
      select: { id: true },
    });
    await writeAudit(tx, actor, {
      action:
        decision.kind === "approve"
          ? "pack.approve"
          : decision.kind === "reject"
            ? "pack.reject"
            : "pack.fix_and_approve",
      target: { kind: "pack", id: pack.id, label: pack.title },
      // The log's reason is the moderators' note; what the author was told is in its details.
      reason: texts.note,
      details: {
        revision: input.revision,
        ...(texts.reasonForAuthor ? { reasonForAuthor: texts.reasonForAuthor } : {}),
        ...(fixes ? { fixes } : {}),
      },
    });
    return {
      packId: pack.id,
      status: approving ? "approved" : "rejected",
      revision: input.revision + 1,
      reviewId: review.id,
    } as const;
  }, TX);
}

/** The categories of every side with the fixes applied, checked like an author's edit. */
function applyFixes(
  pack: {
    title: string;
    description: string;
    language: string;
    sides: readonly { name: string; categories: readonly string[] }[];
  },
  fixes: readonly PackFix[],
): string[][] {
  const sides = pack.sides.map((s) => [...s.categories]);
  const seen = new Set<string>();
  for (const fix of fixes) {
    const side = sides[fix.sideIndex];
    if (!side) throw new AppError("BAD_REQUEST", `The pack has no side ${fix.sideIndex + 1}.`);
    if (fix.categoryIndex >= side.length) {
      throw new AppError(
        "BAD_REQUEST",
        `Side ${fix.sideIndex + 1} has no category ${fix.categoryIndex + 1}.`,
      );
    }
    const key = `${fix.sideIndex}:${fix.categoryIndex}`;
    if (seen.has(key)) {
      throw new AppError(
        "BAD_REQUEST",
        `Category ${fix.categoryIndex + 1} of side ${fix.sideIndex + 1} is fixed twice; keep one fix.`,
      );
    }
    seen.add(key);
    side[fix.categoryIndex] = fix.text;
  }
  // The fixed pack must still be one an author could have submitted (no duplicates, etc.).
  const checked = packContentSchema.safeParse({
    title: pack.title,
    description: pack.description,
    language: pack.language,
    sides: pack.sides.map((s, i) => ({ name: s.name, categories: sides[i] })),
  });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new AppError(
      "BAD_REQUEST",
      `After these fixes the pack is not valid: ${issue?.message ?? "check the fixes"}`,
    );
  }
  return sides;
}

/** Explains a decision that matched no row: someone decided first, or the author changed it. */
async function whyNotSubmitted(
  tx: Prisma.TransactionClient,
  packId: string,
  revision: number,
): Promise<AppError> {
  const pack = await tx.categoryPack.findUniqueOrThrow({
    where: { id: packId },
    select: {
      status: true,
      version: true,
      reviews: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { decision: true, packVersion: true, createdAt: true, reviewer: { select: { name: true } } },
      },
    },
  });
  const last = pack.reviews[0];
  if (last && last.packVersion >= revision) {
    const who = last.reviewer?.name ?? "Another moderator";
    return new AppError(
      "CONFLICT",
      `${who} already ${DECIDED[last.decision] ?? "decided on"} this pack (${utcMinute(last.createdAt)}). Reload it to see its current state.`,
    );
  }
  if (pack.status === "submitted") {
    return new AppError(
      "CONFLICT",
      `The author changed this pack since you opened it (now revision ${pack.version}). Reload it and review the new version.`,
    );
  }
  return new AppError(
    "CONFLICT",
    pack.status === "draft"
      ? "The author withdrew this pack to edit it; it is no longer waiting for review."
      : `This pack is not waiting for review (it is ${pack.status}). Reload it to see its current state.`,
  );
}

const DECIDED: Record<string, string> = {
  approved: "approved",
  rejected: "rejected",
  fixed_and_approved: "fixed and approved",
  unpublished: "unpublished",
};

/** A time a moderator reads at a glance, the same for every moderator: "2026-12-01 03:38 UTC". */
function utcMinute(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
