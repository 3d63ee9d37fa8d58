-- CreateEnum
CREATE TYPE "ReportTargetKind" AS ENUM ('pack', 'user');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('open', 'resolved', 'dismissed');

-- CreateEnum
CREATE TYPE "LexiconList" AS ENUM ('allowed', 'banned');

-- AlterTable
ALTER TABLE "pack_review" ADD COLUMN     "fixes" JSONB,
ADD COLUMN     "submittedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "report" (
    "id" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "targetKind" "ReportTargetKind" NOT NULL,
    "packId" TEXT,
    "targetUserId" TEXT,
    "reason" TEXT NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "resolvedById" TEXT,
    "resolution" TEXT,
    "resolutionNote" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lexicon_entry" (
    "word" TEXT NOT NULL,
    "list" "LexiconList" NOT NULL,
    "reason" TEXT NOT NULL,
    "addedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lexicon_entry_pkey" PRIMARY KEY ("word")
);

-- CreateTable
CREATE TABLE "audit_entry" (
    "id" BIGSERIAL NOT NULL,
    "actorId" TEXT NOT NULL,
    "actorName" TEXT NOT NULL,
    "actorRole" "Role" NOT NULL,
    "action" TEXT NOT NULL,
    "targetKind" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "targetLabel" TEXT NOT NULL,
    "reason" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_entry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "report_status_createdAt_idx" ON "report"("status", "createdAt");

-- CreateIndex
CREATE INDEX "report_packId_idx" ON "report"("packId");

-- CreateIndex
CREATE INDEX "report_targetUserId_idx" ON "report"("targetUserId");

-- CreateIndex
CREATE INDEX "report_reporterId_createdAt_idx" ON "report"("reporterId", "createdAt");

-- CreateIndex
CREATE INDEX "report_createdAt_idx" ON "report"("createdAt");

-- CreateIndex
CREATE INDEX "lexicon_entry_list_word_idx" ON "lexicon_entry"("list", "word");

-- CreateIndex
CREATE INDEX "audit_entry_at_idx" ON "audit_entry"("at");

-- CreateIndex
CREATE INDEX "audit_entry_actorId_at_idx" ON "audit_entry"("actorId", "at");

-- CreateIndex
CREATE INDEX "audit_entry_action_at_idx" ON "audit_entry"("action", "at");

-- CreateIndex
CREATE INDEX "audit_entry_targetKind_targetId_idx" ON "audit_entry"("targetKind", "targetId");

-- CreateIndex
CREATE INDEX "game_createdAt_idx" ON "game"("createdAt");

-- CreateIndex
CREATE INDEX "pack_review_createdAt_idx" ON "pack_review"("createdAt");

-- AddForeignKey
ALTER TABLE "report" ADD CONSTRAINT "report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report" ADD CONSTRAINT "report_packId_fkey" FOREIGN KEY ("packId") REFERENCES "category_pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report" ADD CONSTRAINT "report_targetUserId_fkey" FOREIGN KEY ("targetUserId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report" ADD CONSTRAINT "report_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lexicon_entry" ADD CONSTRAINT "lexicon_entry_addedById_fkey" FOREIGN KEY ("addedById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A report names exactly the kind of target it says (Prisma cannot express this).
ALTER TABLE "report" ADD CONSTRAINT "report_one_target" CHECK (
  ("targetKind" = 'pack' AND "packId" IS NOT NULL AND "targetUserId" IS NULL) OR
  ("targetKind" = 'user' AND "targetUserId" IS NOT NULL AND "packId" IS NULL)
);

-- The audit log is append-only, like the game action log: nobody rewrites what moderators did.
CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_entry is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "audit_entry_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "audit_entry"
  FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"();

CREATE TRIGGER "audit_entry_no_truncate"
  BEFORE TRUNCATE ON "audit_entry"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entry_append_only"();
