CREATE INDEX "membership_applications_place_search_idx" ON "membership_applications" USING gin (lower("place_of_study" collate "und-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_name_sort_idx" ON "profiles" USING btree ("last_name" collate "und-x-icu","first_name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "profiles_email_sort_idx" ON "profiles" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "profiles_university_search_idx" ON "profiles" USING gin (lower("university" collate "und-x-icu") gin_trgm_ops);