-- AlterTable
ALTER TABLE "game" ADD COLUMN     "guide" TEXT;
