CREATE TABLE "invoice_changes" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_transaction" bigint,
	CONSTRAINT "invoice_changes_singleton_check" CHECK ("invoice_changes"."singleton")
);
--> statement-breakpoint
DROP INDEX "invoices_search_idx";--> statement-breakpoint
CREATE INDEX "invoices_open_name_idx" ON "invoices" USING gist (lower("billed_name" collate "und-x-icu") gist_trgm_ops) WHERE "invoices"."cancelled_at" is null and "invoices"."paid_rappen" < "invoices"."amount_rappen";--> statement-breakpoint
CREATE INDEX "invoices_open_amount_idx" ON "invoices" USING btree (("amount_rappen" - "paid_rappen"),"issued_on" DESC NULLS LAST,"sequence" DESC NULLS LAST) WHERE "invoices"."cancelled_at" is null and "invoices"."paid_rappen" < "invoices"."amount_rappen";--> statement-breakpoint
INSERT INTO "invoice_changes" ("singleton") VALUES (true);--> statement-breakpoint
-- Bumps the version once per transaction: later rows of the same transaction find it bumped already.
CREATE FUNCTION "note_invoice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invoice_changes" SET "version" = "version" + 1, "last_transaction" = pg_current_xact_id()::text::bigint
    WHERE "last_transaction" IS DISTINCT FROM pg_current_xact_id()::text::bigint;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to the commit: the row is locked only while the transaction commits, never between two
-- of its statements, so two transactions that change invoices cannot deadlock on it.
CREATE CONSTRAINT TRIGGER "invoices_changed" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_invoice_change"();--> statement-breakpoint
CREATE TRIGGER "invoices_truncated" AFTER TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "note_invoice_change"();
