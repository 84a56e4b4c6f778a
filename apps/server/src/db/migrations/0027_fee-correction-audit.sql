ALTER TYPE "public"."audit_action" ADD VALUE 'payment_reversed' BEFORE 'fees_renewed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'refund_marked' BEFORE 'fees_renewed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payment_dismissed' BEFORE 'fees_renewed';