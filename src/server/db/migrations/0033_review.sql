CREATE TABLE "comment_marks" (
	"comment_id" uuid PRIMARY KEY NOT NULL,
	"frame" integer NOT NULL,
	"in_frame" integer,
	"out_frame" integer,
	"shapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "comment_marks_frames" CHECK ("comment_marks"."frame" >= 0 AND ("comment_marks"."in_frame" IS NULL) = ("comment_marks"."out_frame" IS NULL) AND "comment_marks"."in_frame" <= "comment_marks"."out_frame")
);
--> statement-breakpoint
CREATE TABLE "review_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"version_id" uuid,
	"slot" text NOT NULL,
	"file_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"failure" text,
	"fps_num" integer,
	"fps_den" integer,
	"frame_count" integer,
	"duration" double precision,
	"width" integer,
	"height" integer,
	"proxy_key" text,
	"sprite_key" text,
	"sprite_tiles" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_videos_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "comment_marks" ADD CONSTRAINT "comment_marks_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_videos" ADD CONSTRAINT "review_videos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_videos" ADD CONSTRAINT "review_videos_version_id_project_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."project_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_videos" ADD CONSTRAINT "review_videos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_videos_project_idx" ON "review_videos" USING btree ("project_id","version_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_videos_unfinished_idx" ON "review_videos" USING btree ("updated_at") WHERE status in ('queued', 'encoding');