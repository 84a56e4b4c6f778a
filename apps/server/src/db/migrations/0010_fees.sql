CREATE TYPE "public"."bank_transaction_status" AS ENUM('booked', 'unmatched', 'reversed', 'ignored');--> statement-breakpoint
CREATE TYPE "public"."payment_reference_type" AS ENUM('QRR', 'SCOR');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payment_recorded';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'invoice_resent';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'invoice_cancelled';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'bank_file_imported';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payment_assigned';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'fees_renewed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'membership_ended';--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bank_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"actor_id" text,
	"credits" integer NOT NULL,
	"matched" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"import_id" uuid,
	"amount_rappen" integer NOT NULL,
	"currency" text NOT NULL,
	"booked_on" date NOT NULL,
	"reference" text,
	"debtor_name" text,
	"remittance_info" text,
	"status" "bank_transaction_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "fee_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"actor_id" text,
	"planned" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_renewals_year_unique" UNIQUE("year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint NOT NULL,
	"user_id" text,
	"year" integer NOT NULL,
	"billed_name" text NOT NULL,
	"billed_email" text,
	"student_type" "student_type" NOT NULL,
	"amount_rappen" integer NOT NULL,
	"paid_rappen" integer DEFAULT 0 NOT NULL,
	"paid_on" date,
	"iban" text NOT NULL,
	"reference_type" "payment_reference_type" NOT NULL,
	"reference" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"first_reminder_at" timestamp with time zone,
	"second_reminder_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "invoices_reference_unique" UNIQUE("reference"),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_rappen" > 0)
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"bank_transaction_id" uuid,
	"amount_rappen" integer NOT NULL,
	"paid_on" date NOT NULL,
	"note" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_renewals" ADD CONSTRAINT "fee_renewals_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("bank_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transactions_unmatched_idx" ON "bank_transactions" USING btree ("booked_on") WHERE "bank_transactions"."status" = 'unmatched';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_user_year_idx" ON "invoices" USING btree ("user_id","year");--> statement-breakpoint
CREATE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_unpaid_issued_idx" ON "invoices" USING btree ("issued_on") WHERE "invoices"."cancelled_at" is null and "invoices"."paid_rappen" < "invoices"."amount_rappen";--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin (lower("billed_name" collate "und-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on");