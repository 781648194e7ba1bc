ALTER TABLE "jobs" ADD COLUMN "revision_comment" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "revision_html" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "revision_requested_at" timestamp with time zone;