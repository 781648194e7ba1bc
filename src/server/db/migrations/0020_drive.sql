CREATE TABLE "drive_setups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"started_by" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"log" text DEFAULT '' NOT NULL,
	"root_folder" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drive_setups" ADD CONSTRAINT "drive_setups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_setups" ADD CONSTRAINT "drive_setups_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_setups_started_by_idx" ON "drive_setups" USING btree ("started_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "drive_setups_one_active_idx" ON "drive_setups" USING btree ("project_id") WHERE status in ('queued', 'running');