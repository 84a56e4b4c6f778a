ALTER TYPE "public"."audit_action" ADD VALUE 'member_resigned';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'resignation_withdrawn';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'resigned_account_deleted';--> statement-breakpoint
CREATE TABLE "resignations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"resigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leaves_on" date NOT NULL,
	"keeps_newsletter" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;