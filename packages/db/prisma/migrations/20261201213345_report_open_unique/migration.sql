-- One open report per reporter and target (services/moderation/reports/create-report.ts).
-- Before this, concurrent reports of the same thing could each be stored; close the later
-- ones as duplicates so the unique indexes below can be built.
UPDATE "report" AS later
SET "status" = 'dismissed',
    "resolution" = 'duplicate',
    "resolutionNote" = 'Closed automatically: the same person had already reported this.',
    "resolvedAt" = CURRENT_TIMESTAMP
WHERE later."status" = 'open'
  AND EXISTS (
    SELECT 1 FROM "report" AS earlier
    WHERE earlier."status" = 'open'
      AND earlier."reporterId" = later."reporterId"
      AND earlier."targetKind" = later."targetKind"
      AND earlier."packId" IS NOT DISTINCT FROM later."packId"
      AND earlier."targetUserId" IS NOT DISTINCT FROM later."targetUserId"
      AND (earlier."createdAt", earlier."id") < (later."createdAt", later."id")
  );

-- CreateIndex
CREATE UNIQUE INDEX "report_open_pack_key" ON "report"("reporterId", "packId") WHERE ("status" = 'open');

-- CreateIndex
CREATE UNIQUE INDEX "report_open_user_key" ON "report"("reporterId", "targetUserId") WHERE ("status" = 'open');
