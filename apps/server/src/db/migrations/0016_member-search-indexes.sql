DROP INDEX "membership_applications_place_search_idx";--> statement-breakpoint
DROP INDEX "profiles_status_created_idx";--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_university_search_idx";--> statement-breakpoint
CREATE INDEX "membership_applications_place_search_idx" ON "membership_applications" USING gin (lower("place_of_study" collate "und-x-icu") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_status_created_idx" ON "profiles" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_university_search_idx" ON "profiles" USING gin (lower("university" collate "und-x-icu") gin_trgm_ops) WITH (fastupdate=false);