ALTER TYPE "public"."mail_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "report_if_undeliverable" boolean DEFAULT true NOT NULL;