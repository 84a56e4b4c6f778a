ALTER TYPE "public"."audit_action" ADD VALUE 'registration_settings_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'registration_changed';--> statement-breakpoint
CREATE SEQUENCE "public"."registration_arrival_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"arrival" bigint,
	"offered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_state_check" CHECK ("event_registrations"."state" in ('awaiting_confirmation', 'awaiting_approval', 'confirmed', 'waiting', 'offered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "min_participants" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "offer_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_live_idx" ON "event_registrations" USING btree ("event_id","user_id") WHERE "event_registrations"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_offer_idx" ON "event_registrations" USING btree ("offered_until") WHERE "event_registrations"."state" = 'offered';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" > 0 and "events"."min_participants" > 0 and "events"."offer_hours" > 0);