ALTER TYPE "public"."audit_action" ADD VALUE 'member_reapproved';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'profile_corrected';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'invite_resent';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'confirmation_resent';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
-- Only an invitee has no password (applicants choose one, the first admin gets one), and an invite token names an invitee.
UPDATE "profiles" SET "invited_at" = "created_at" WHERE NOT EXISTS (SELECT 1 FROM "account" WHERE "account"."user_id" = "profiles"."id" AND "account"."password" IS NOT NULL) OR EXISTS (SELECT 1 FROM "one_time_tokens" WHERE "one_time_tokens"."user_id" = "profiles"."id" AND "one_time_tokens"."type" = 'invite');
