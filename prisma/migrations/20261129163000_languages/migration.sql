-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'es');

-- AlterTable: a constant default, so existing rows take it without a table rewrite
ALTER TABLE "Quote" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';
ALTER TABLE "Booking" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';
ALTER TABLE "Contractor" ADD COLUMN     "language" "Language";
