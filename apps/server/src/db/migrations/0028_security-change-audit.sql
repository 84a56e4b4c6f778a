ALTER TYPE "public"."audit_action" ADD VALUE 'password_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'two_factor_disabled';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'recovery_codes_renewed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'other_sessions_ended';