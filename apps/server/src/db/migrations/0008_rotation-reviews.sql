CREATE TABLE "clinical_rotation_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinical_rotation_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"city" text NOT NULL,
	"hospital" text NOT NULL,
	"department" text,
	"rotation_type" text NOT NULL,
	"time_of_rotation" text NOT NULL,
	"rating" integer NOT NULL,
	"experience_description" text NOT NULL,
	"teaching" text NOT NULL,
	"leisure_time" text NOT NULL,
	"application_info" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_rotation_reviews_rating_check" CHECK ("clinical_rotation_reviews"."rating" between 1 and 5),
	CONSTRAINT "clinical_rotation_reviews_type_check" CHECK ("clinical_rotation_reviews"."rotation_type" in ('medical_students', 'residents', 'paramedics', 'nurses'))
);
--> statement-breakpoint
CREATE TABLE "review_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_changes_kind_check" CHECK ("review_changes"."kind" in ('added', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "review_hospital_stats" (
	"hospital" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"rating_sum" integer NOT NULL,
	"review_count" integer NOT NULL,
	CONSTRAINT "review_hospital_stats_hospital_city_country_pk" PRIMARY KEY("hospital","city","country")
);
--> statement-breakpoint
CREATE INDEX "reviews_hospital_group_idx" ON "clinical_rotation_reviews" USING btree ("hospital","city","country","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "clinical_rotation_reviews" USING btree ("rating" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_country_idx" ON "clinical_rotation_reviews" USING btree ("country","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_hospital_idx" ON "clinical_rotation_reviews" USING btree ("hospital","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_type_idx" ON "clinical_rotation_reviews" USING btree ("rotation_type","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_country_trgm_idx" ON "clinical_rotation_reviews" USING gin (lower("country" collate "und-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_city_trgm_idx" ON "clinical_rotation_reviews" USING gin (lower("city" collate "und-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_hospital_trgm_idx" ON "clinical_rotation_reviews" USING gin (lower("hospital" collate "und-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "review_changes_at_idx" ON "review_changes" USING btree ("at");