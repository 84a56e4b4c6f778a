CREATE TYPE "public"."payment_correction" AS ENUM('reversal', 'refund');--> statement-breakpoint
ALTER TYPE "public"."bank_transaction_status" ADD VALUE 'dismissed';--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "debtor_iban" text;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "dismiss_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "correction" "payment_correction";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reverses_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_payment_id_payments_id_fk" FOREIGN KEY ("reverses_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_payment_id_unique" UNIQUE("reverses_payment_id");