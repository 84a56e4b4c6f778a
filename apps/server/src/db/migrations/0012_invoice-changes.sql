CREATE TABLE "invoice_changes" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_transaction" bigint,
	CONSTRAINT "invoice_changes_singleton_check" CHECK ("invoice_changes"."singleton")
);
--> statement-breakpoint
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
