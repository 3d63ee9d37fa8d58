-- AlterTable
ALTER TABLE "pack_review" ADD COLUMN     "note" TEXT;
