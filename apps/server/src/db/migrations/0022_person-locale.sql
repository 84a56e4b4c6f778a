CREATE TYPE "public"."locale" AS ENUM('en', 'de', 'fr', 'it');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;