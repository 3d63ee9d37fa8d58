-- AlterTable
ALTER TABLE "game_result" ADD COLUMN     "ratingAfter" INTEGER,
ADD COLUMN     "ratingBefore" INTEGER;
