-- CreateTable
CREATE TABLE "room_chat_message" (
    "id" TEXT NOT NULL,
    "roomId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_chat_message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "room_chat_message_roomId_createdAt_idx" ON "room_chat_message"("roomId", "createdAt");

-- CreateIndex
CREATE INDEX "room_chat_message_roomId_userId_createdAt_idx" ON "room_chat_message"("roomId", "userId", "createdAt");

-- AddForeignKey
ALTER TABLE "room_chat_message" ADD CONSTRAINT "room_chat_message_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room_chat_message" ADD CONSTRAINT "room_chat_message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
