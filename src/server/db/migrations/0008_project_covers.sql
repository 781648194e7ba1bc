CREATE TABLE "project_covers" (
	"project_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_covers_project_id_file_id_pk" PRIMARY KEY("project_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "project_covers" ADD CONSTRAINT "project_covers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_covers" ADD CONSTRAINT "project_covers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_covers_project_idx" ON "project_covers" USING btree ("project_id","created_at" DESC NULLS LAST);