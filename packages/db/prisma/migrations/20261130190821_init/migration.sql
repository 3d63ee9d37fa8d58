-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('player', 'moderator', 'admin');

-- CreateEnum
CREATE TYPE "PackVisibility" AS ENUM ('private', 'public');

-- CreateEnum
CREATE TYPE "PackStatus" AS ENUM ('draft', 'submitted', 'approved', 'rejected', 'unpublished');

-- CreateEnum
CREATE TYPE "ReviewDecision" AS ENUM ('approved', 'rejected', 'fixed_and_approved', 'unpublished');

-- CreateEnum
CREATE TYPE "GameKind" AS ENUM ('oh_my_word', 'buyword');

-- CreateEnum
CREATE TYPE "RoomVisibility" AS ENUM ('public', 'private');

-- CreateEnum
CREATE TYPE "RoomStatus" AS ENUM ('open', 'playing', 'closed');

-- CreateEnum
CREATE TYPE "MemberRole" AS ENUM ('player', 'spectator');

-- CreateEnum
CREATE TYPE "GameStatus" AS ENUM ('active', 'finished', 'aborted');

-- CreateTable
CREATE TABLE "user" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "role" "Role" NOT NULL DEFAULT 'player',
    "banned" BOOLEAN NOT NULL DEFAULT false,
    "banReason" TEXT,
    "banExpires" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "impersonatedBy" TEXT,
    "userId" TEXT NOT NULL,

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "idToken" TEXT,
    "accessTokenExpiresAt" TIMESTAMP(3),
    "refreshTokenExpiresAt" TIMESTAMP(3),
    "scope" TEXT,
    "password" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification" (
    "id" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "lastRequest" BIGINT NOT NULL,

    CONSTRAINT "rate_limit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "category_pack" (
    "id" TEXT NOT NULL,
    "slug" TEXT,
    "builtIn" BOOLEAN NOT NULL DEFAULT false,
    "ownerId" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'en',
    "visibility" "PackVisibility" NOT NULL DEFAULT 'private',
    "status" "PackStatus" NOT NULL DEFAULT 'draft',
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "submittedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "category_pack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "board_side" (
    "id" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "categories" TEXT[],

    CONSTRAINT "board_side_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pack_review" (
    "id" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "reviewerId" TEXT,
    "decision" "ReviewDecision" NOT NULL,
    "reason" TEXT,
    "snapshot" JSONB NOT NULL,
    "packVersion" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pack_review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "room" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "GameKind" NOT NULL,
    "name" TEXT NOT NULL,
    "hostId" TEXT NOT NULL,
    "config" JSONB NOT NULL,
    "visibility" "RoomVisibility" NOT NULL DEFAULT 'public',
    "status" "RoomStatus" NOT NULL DEFAULT 'open',
    "version" INTEGER NOT NULL DEFAULT 0,
    "currentGameId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "room_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "room_member" (
    "roomId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "MemberRole" NOT NULL DEFAULT 'player',
    "seat" INTEGER,
    "ready" BOOLEAN NOT NULL DEFAULT false,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_member_pkey" PRIMARY KEY ("roomId","userId")
);

-- CreateTable
CREATE TABLE "game" (
    "id" TEXT NOT NULL,
    "roomId" TEXT,
    "kind" "GameKind" NOT NULL,
    "engineVersion" TEXT NOT NULL,
    "config" JSONB NOT NULL,
    "seed" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "status" "GameStatus" NOT NULL DEFAULT 'active',
    "nextDeadline" TIMESTAMP(3),
    "endedReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_seat" (
    "gameId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,

    CONSTRAINT "game_seat_pkey" PRIMARY KEY ("gameId","seat")
);

-- CreateTable
CREATE TABLE "game_action" (
    "id" BIGSERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "seat" INTEGER,
    "clientActionId" TEXT,
    "action" JSONB NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_action_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_result" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "kind" "GameKind" NOT NULL,
    "userId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "players" INTEGER NOT NULL,
    "band" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_result_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rating" (
    "userId" TEXT NOT NULL,
    "kind" "GameKind" NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "ordinal" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rating_pkey" PRIMARY KEY ("userId","kind")
);

-- CreateTable
CREATE TABLE "tiebreak" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "tiedSeats" INTEGER[],
    "tiedUserIds" TEXT[],
    "eliminationOrder" INTEGER[],
    "winnerSeat" INTEGER NOT NULL,
    "winnerUserId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tiebreak_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "session_token_key" ON "session"("token");

-- CreateIndex
CREATE INDEX "session_userId_idx" ON "session"("userId");

-- CreateIndex
CREATE INDEX "account_userId_idx" ON "account"("userId");

-- CreateIndex
CREATE INDEX "verification_identifier_idx" ON "verification"("identifier");

-- CreateIndex
CREATE UNIQUE INDEX "rate_limit_key_key" ON "rate_limit"("key");

-- CreateIndex
CREATE UNIQUE INDEX "category_pack_slug_key" ON "category_pack"("slug");

-- CreateIndex
CREATE INDEX "category_pack_status_submittedAt_idx" ON "category_pack"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "category_pack_visibility_status_idx" ON "category_pack"("visibility", "status");

-- CreateIndex
CREATE UNIQUE INDEX "board_side_packId_position_key" ON "board_side"("packId", "position");

-- CreateIndex
CREATE INDEX "pack_review_packId_createdAt_idx" ON "pack_review"("packId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "room_code_key" ON "room"("code");

-- CreateIndex
CREATE UNIQUE INDEX "room_currentGameId_key" ON "room"("currentGameId");

-- CreateIndex
CREATE INDEX "room_status_visibility_idx" ON "room"("status", "visibility");

-- CreateIndex
CREATE UNIQUE INDEX "room_member_roomId_seat_key" ON "room_member"("roomId", "seat");

-- CreateIndex
CREATE INDEX "game_status_nextDeadline_idx" ON "game"("status", "nextDeadline");

-- CreateIndex
CREATE INDEX "game_roomId_createdAt_idx" ON "game"("roomId", "createdAt");

-- CreateIndex
CREATE INDEX "game_seat_userId_idx" ON "game_seat"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "game_action_gameId_seq_key" ON "game_action"("gameId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "game_action_gameId_clientActionId_key" ON "game_action"("gameId", "clientActionId");

-- CreateIndex
CREATE INDEX "game_result_kind_createdAt_idx" ON "game_result"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "game_result_userId_createdAt_idx" ON "game_result"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "game_result_gameId_seat_key" ON "game_result"("gameId", "seat");

-- CreateIndex
CREATE INDEX "rating_kind_ordinal_idx" ON "rating"("kind", "ordinal");

-- CreateIndex
CREATE INDEX "tiebreak_gameId_idx" ON "tiebreak"("gameId");

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account" ADD CONSTRAINT "account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "category_pack" ADD CONSTRAINT "category_pack_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "board_side" ADD CONSTRAINT "board_side_packId_fkey" FOREIGN KEY ("packId") REFERENCES "category_pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pack_review" ADD CONSTRAINT "pack_review_packId_fkey" FOREIGN KEY ("packId") REFERENCES "category_pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pack_review" ADD CONSTRAINT "pack_review_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room" ADD CONSTRAINT "room_hostId_fkey" FOREIGN KEY ("hostId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room_member" ADD CONSTRAINT "room_member_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room_member" ADD CONSTRAINT "room_member_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game" ADD CONSTRAINT "game_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_seat" ADD CONSTRAINT "game_seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_seat" ADD CONSTRAINT "game_seat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_action" ADD CONSTRAINT "game_action_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_result" ADD CONSTRAINT "game_result_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_result" ADD CONSTRAINT "game_result_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating" ADD CONSTRAINT "rating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tiebreak" ADD CONSTRAINT "tiebreak_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The action log is append-only: a game is its (config, seed, actions), so rewriting an
-- action would silently change history. Prisma cannot express this; it lives here.
CREATE FUNCTION "game_action_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'game_action is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "game_action_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "game_action"
  FOR EACH ROW EXECUTE FUNCTION "game_action_append_only"();
