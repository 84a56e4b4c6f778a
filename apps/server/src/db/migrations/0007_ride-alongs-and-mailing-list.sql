CREATE TYPE "public"."ride_along_location" AS ENUM('zurich', 'basel');--> statement-breakpoint
CREATE TYPE "public"."ride_along_status" AS ENUM('open', 'done');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'ride_along_status_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'newsletter_sent';--> statement-breakpoint
CREATE TABLE "mailing_list_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"confirm_token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_list_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "mailing_list_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_along_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"location" "ride_along_location" NOT NULL,
	"year_of_studies" integer NOT NULL,
	"status" "ride_along_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "newsletter_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "ride_along_requests" ADD CONSTRAINT "ride_along_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_list_pending_idx" ON "mailing_list_subscribers" USING btree ("requested_at") WHERE "mailing_list_subscribers"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "ride_along_requests_created_idx" ON "ride_along_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ride_along_requests_user_idx" ON "ride_along_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_subscriber_id_mailing_list_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."mailing_list_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_newsletter_idx" ON "mail_outbox" USING btree ("newsletter_id") WHERE "mail_outbox"."newsletter_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_subscriber_idx" ON "mail_outbox" USING btree ("subscriber_id") WHERE "mail_outbox"."subscriber_id" is not null;