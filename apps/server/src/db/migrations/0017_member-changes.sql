CREATE TABLE "member_changes" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_transaction" bigint,
	CONSTRAINT "member_changes_singleton_check" CHECK ("member_changes"."singleton")
);
--> statement-breakpoint
INSERT INTO "member_changes" ("singleton") VALUES (true);--> statement-breakpoint
-- As note_invoice_change (migration 0012): once per transaction, at its commit, so that an import
-- of thousands of people moves the version once and two transactions cannot deadlock on the row.
CREATE FUNCTION "note_member_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "member_changes" SET "version" = "version" + 1, "last_transaction" = pg_current_xact_id()::text::bigint
    WHERE "last_transaction" IS DISTINCT FROM pg_current_xact_id()::text::bigint;
  RETURN NULL;
END $$;--> statement-breakpoint
-- What the member table filters and counts by: status (profiles), role (user_roles), field (membership_applications).
CREATE CONSTRAINT TRIGGER "profiles_changed" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_member_change"();--> statement-breakpoint
CREATE TRIGGER "profiles_truncated" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "note_member_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_roles_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_member_change"();--> statement-breakpoint
CREATE TRIGGER "user_roles_truncated" AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "note_member_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "membership_applications_changed" AFTER INSERT OR UPDATE OR DELETE ON "membership_applications"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_member_change"();--> statement-breakpoint
CREATE TRIGGER "membership_applications_truncated" AFTER TRUNCATE ON "membership_applications" FOR EACH STATEMENT EXECUTE FUNCTION "note_member_change"();
