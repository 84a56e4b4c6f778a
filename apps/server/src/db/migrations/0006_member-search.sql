-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower((coalesce("profiles"."email", '') || ' ' || coalesce("profiles"."first_name", '') || ' ' || coalesce("profiles"."last_name", '') || ' ' || coalesce("profiles"."first_name", '')) collate "und-x-icu")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);