ALTER TABLE "event_registrations" ADD COLUMN "check_in_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended" boolean;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_check_in_idx" ON "event_registrations" USING btree ("check_in_token");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_date_check" CHECK ("events"."end_date" > "events"."date");