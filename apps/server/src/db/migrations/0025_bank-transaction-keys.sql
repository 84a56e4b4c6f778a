ALTER TABLE "bank_transactions" ADD COLUMN "keys" text[];--> statement-breakpoint
-- A transaction imported before knew one name, its identity.
UPDATE "bank_transactions" SET "keys" = ARRAY["identity"];--> statement-breakpoint
ALTER TABLE "bank_transactions" ALTER COLUMN "keys" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_transactions_keys_idx" ON "bank_transactions" USING gin ("keys");
