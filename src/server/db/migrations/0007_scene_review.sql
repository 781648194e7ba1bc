ALTER TABLE "scenes" ADD COLUMN "review_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scenes" ADD COLUMN "review_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_review_changed_by_users_id_fk" FOREIGN KEY ("review_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;