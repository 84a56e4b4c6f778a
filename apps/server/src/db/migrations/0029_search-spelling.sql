-- The admin searches' spelling (issue 39, point 20; ADR 021), step by step as core's searchFold (search-fold.ts):
-- compatibility decomposition, no combining marks, lower case, letters spelled out, no e after a, o or u.
CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN regexp_replace(
  replace(replace(replace(replace(translate(
    lower(regexp_replace(normalize($1, NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g') collate "und-x-icu"),
    'øđðłı', 'oddli'), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th'),
  '([aou])e+', '\1', 'g');--> statement-breakpoint
DROP INDEX "membership_applications_place_search_idx";--> statement-breakpoint
DROP INDEX "profiles_university_search_idx";--> statement-breakpoint
ALTER TABLE "invoices" drop column "search_text";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (((lower(("invoices"."billed_name" || ' ' || coalesce("invoices"."billed_email", '') || ' ' || "invoices"."year"::text || '-' || lpad("invoices"."sequence"::text, 6, '0') || ' ' || "invoices"."reference") collate "und-x-icu") collate "default") || ' ' || search_fold(("invoices"."billed_name" || ' ' || coalesce("invoices"."billed_email", '') || ' ' || "invoices"."year"::text || '-' || lpad("invoices"."sequence"::text, 6, '0') || ' ' || "invoices"."reference")))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" drop column "search_text";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (((lower((coalesce("profiles"."email", '') || ' ' || coalesce("profiles"."first_name", '') || ' ' || coalesce("profiles"."last_name", '') || ' ' || coalesce("profiles"."first_name", '')) collate "und-x-icu") collate "default") || ' ' || search_fold((coalesce("profiles"."email", '') || ' ' || coalesce("profiles"."first_name", '') || ' ' || coalesce("profiles"."last_name", '') || ' ' || coalesce("profiles"."first_name", ''))))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "membership_applications_place_search_idx" ON "membership_applications" USING gin (((lower("place_of_study" collate "und-x-icu") collate "default") || ' ' || search_fold("place_of_study")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_university_search_idx" ON "profiles" USING gin (((lower("university" collate "und-x-icu") collate "default") || ' ' || search_fold("university")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Dropping a column dropped its index.
CREATE INDEX "invoices_search_text_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
