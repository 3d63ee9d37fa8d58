-- CreateTable
CREATE TABLE "daily_attempt" (
    "userId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "gameId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "daily_attempt_pkey" PRIMARY KEY ("userId","day")
);

-- CreateTable
CREATE TABLE "daily_par" (
    "day" DATE NOT NULL,
    "claimedBy" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "hardBot" INTEGER,
    "bestPlan" INTEGER,
    "computeMs" INTEGER,
    "computedAt" TIMESTAMP(3),

    CONSTRAINT "daily_par_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE UNIQUE INDEX "daily_attempt_gameId_key" ON "daily_attempt"("gameId");

-- CreateIndex
CREATE INDEX "daily_attempt_day_idx" ON "daily_attempt"("day");

-- AddForeignKey
ALTER TABLE "daily_attempt" ADD CONSTRAINT "daily_attempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_attempt" ADD CONSTRAINT "daily_attempt_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
