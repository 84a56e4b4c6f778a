ALTER TYPE "public"."audit_action" ADD VALUE 'event_created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'event_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'event_deleted';--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"city" text NOT NULL,
	"venue" text,
	"members_only" boolean DEFAULT false NOT NULL,
	"registration" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","start_time");--> statement-breakpoint
-- The spec's first get-together, until now a content entry, becomes the first event. Inserted here,
-- once: an admin who deletes it later does not see it come back.
INSERT INTO "events" ("title", "date", "start_time", "end_time", "city", "venue", "members_only", "registration", "description")
VALUES (
	'First get-together', '2025-11-30', '14:00', '18:00', 'Zürich', NULL, true,
	'Registration via the member WhatsApp group',
	'Our first get-together: meet the board and other members, hear what the association has planned and tell us what you would like to see. An informal afternoon for getting to know each other.'
);
