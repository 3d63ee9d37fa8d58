import type { Prisma } from "@wordhall/db";
import { z } from "zod";
import { hasRole } from "../../auth/roles";
import type { Viewer } from "./pack-access";

export const packDetailInclude = {
  owner: { select: { id: true, name: true } },
  sides: { orderBy: { position: "asc" } },
  // Only what the author may read: a moderator's note never leaves the server here.
  reviews: {
    orderBy: { createdAt: "desc" },
    take: 1,
    select: { decision: true, reasonForAuthor: true, packVersion: true, createdAt: true, fixes: true },
  },
} satisfies Prisma.CategoryPackInclude;

type PackRow = Prisma.CategoryPackGetPayload<{ include: typeof packDetailInclude }>;

export type PackSide = {
  readonly position: number;
  readonly name: string;
  readonly categories: readonly string[];
};

export type PackDetail = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly language: string;
  readonly status: "draft" | "submitted" | "approved" | "rejected" | "unpublished";
  readonly visibility: "private" | "public";
  readonly builtIn: boolean;
  readonly featured: boolean;
  readonly version: number;
  /** ISO timestamps: the API has no date transformer, so responses carry strings. */
  readonly submittedAt: string | null;
  readonly updatedAt: string;
  readonly author: { readonly id: string; readonly name: string } | null;
  readonly isMine: boolean;
  readonly sides: readonly PackSide[];
  /** The latest moderator decision, shown to the author (and moderators) only. */
  readonly latestReview: {
    readonly decision: string;
    /** The reason the moderator wrote for the author (their note for moderators stays out). */
    readonly reason: string | null;
    readonly packVersion: number;
    readonly at: string;
    /** A "fix and approve": each category the moderator changed, as it was and as it is now. */
    readonly fixes: readonly CategoryFix[];
  } | null;
};

export type CategoryFix = {
  readonly sideIndex: number;
  readonly categoryIndex: number;
  readonly from: string;
  readonly to: string;
};

// Stored by the moderation service (decide-pack.ts) as JSON: read back defensively.
const fixesSchema = z
  .array(z.object({ sideIndex: z.int(), categoryIndex: z.int(), from: z.string(), to: z.string() }))
  .catch([]);

export function toPackDetail(pack: PackRow, viewer: Viewer): PackDetail {
  const isMine = viewer !== null && pack.ownerId === viewer.id;
  const review = pack.reviews[0];
  const showReview = isMine || (viewer !== null && hasRole(viewer.role, "moderator"));
  return {
    id: pack.id,
    title: pack.title,
    description: pack.description,
    language: pack.language,
    status: pack.status,
    visibility: pack.visibility,
    builtIn: pack.builtIn,
    featured: pack.featured,
    version: pack.version,
    submittedAt: pack.submittedAt?.toISOString() ?? null,
    updatedAt: pack.updatedAt.toISOString(),
    author: pack.owner ? { id: pack.owner.id, name: pack.owner.name } : null,
    isMine,
    sides: pack.sides.map((s) => ({ position: s.position, name: s.name, categories: s.categories })),
    latestReview:
      showReview && review
        ? {
            decision: review.decision,
            reason: review.reasonForAuthor,
            packVersion: review.packVersion,
            at: review.createdAt.toISOString(),
            fixes: review.fixes === null ? [] : fixesSchema.parse(review.fixes),
          }
        : null,
  };
}
