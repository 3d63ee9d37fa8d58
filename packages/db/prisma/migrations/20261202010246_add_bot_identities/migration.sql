-- CreateEnum
CREATE TYPE "BotLevel" AS ENUM ('easy', 'normal', 'hard');

-- AlterTable
ALTER TABLE "user" ADD COLUMN     "botLevel" "BotLevel";

-- CreateIndex
CREATE INDEX "user_botLevel_idx" ON "user"("botLevel");

-- The platform's bot identities: eight per level, enough for a full table of any game. They
-- have no account row (no password, no provider), so nobody can sign in as one; the auth
-- hooks refuse their addresses too (packages/api/src/services/bots/bot-identity.ts). The
-- domain is reserved (RFC 2606), so no person's address can be one of them.
INSERT INTO "user" ("id", "name", "email", "emailVerified", "role", "botLevel", "createdAt", "updatedAt")
SELECT v.id, v.name, v.email, true, 'player', v.level::"BotLevel", now(), now()
FROM (VALUES
  ('bot-easy-1', 'Ada (bot)', 'easy-1@bots.wordhall.invalid', 'easy'),
  ('bot-easy-2', 'Ben (bot)', 'easy-2@bots.wordhall.invalid', 'easy'),
  ('bot-easy-3', 'Cleo (bot)', 'easy-3@bots.wordhall.invalid', 'easy'),
  ('bot-easy-4', 'Dev (bot)', 'easy-4@bots.wordhall.invalid', 'easy'),
  ('bot-easy-5', 'Elsa (bot)', 'easy-5@bots.wordhall.invalid', 'easy'),
  ('bot-easy-6', 'Finn (bot)', 'easy-6@bots.wordhall.invalid', 'easy'),
  ('bot-easy-7', 'Gus (bot)', 'easy-7@bots.wordhall.invalid', 'easy'),
  ('bot-easy-8', 'Hana (bot)', 'easy-8@bots.wordhall.invalid', 'easy'),
  ('bot-normal-1', 'Ivo (bot)', 'normal-1@bots.wordhall.invalid', 'normal'),
  ('bot-normal-2', 'Juno (bot)', 'normal-2@bots.wordhall.invalid', 'normal'),
  ('bot-normal-3', 'Kai (bot)', 'normal-3@bots.wordhall.invalid', 'normal'),
  ('bot-normal-4', 'Lena (bot)', 'normal-4@bots.wordhall.invalid', 'normal'),
  ('bot-normal-5', 'Milo (bot)', 'normal-5@bots.wordhall.invalid', 'normal'),
  ('bot-normal-6', 'Nell (bot)', 'normal-6@bots.wordhall.invalid', 'normal'),
  ('bot-normal-7', 'Otto (bot)', 'normal-7@bots.wordhall.invalid', 'normal'),
  ('bot-normal-8', 'Pim (bot)', 'normal-8@bots.wordhall.invalid', 'normal'),
  ('bot-hard-1', 'Quinn (bot)', 'hard-1@bots.wordhall.invalid', 'hard'),
  ('bot-hard-2', 'Rosa (bot)', 'hard-2@bots.wordhall.invalid', 'hard'),
  ('bot-hard-3', 'Sven (bot)', 'hard-3@bots.wordhall.invalid', 'hard'),
  ('bot-hard-4', 'Tess (bot)', 'hard-4@bots.wordhall.invalid', 'hard'),
  ('bot-hard-5', 'Uma (bot)', 'hard-5@bots.wordhall.invalid', 'hard'),
  ('bot-hard-6', 'Vic (bot)', 'hard-6@bots.wordhall.invalid', 'hard'),
  ('bot-hard-7', 'Wren (bot)', 'hard-7@bots.wordhall.invalid', 'hard'),
  ('bot-hard-8', 'Zoe (bot)', 'hard-8@bots.wordhall.invalid', 'hard')
) AS v(id, name, email, level)
ON CONFLICT DO NOTHING;
