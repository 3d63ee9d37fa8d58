-- CreateTable
CREATE TABLE "presence" (
    "scope" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "instance" TEXT NOT NULL,
    "connected" BOOLEAN NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "presence_pkey" PRIMARY KEY ("scope","userId","instance")
);

-- CreateIndex
CREATE INDEX "presence_instance_idx" ON "presence"("instance");

-- CreateIndex
CREATE INDEX "presence_seenAt_idx" ON "presence"("seenAt");
