ALTER TABLE "jobs" ADD COLUMN "scene_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- Jobs posted before this change were for every original scene their project had.
UPDATE "jobs" SET "scene_ids" = coalesce((SELECT array_agg("scenes"."id" ORDER BY "scenes"."position") FROM "scenes" WHERE "scenes"."project_id" = "jobs"."project_id" AND "scenes"."version_id" IS NULL), '{}'::uuid[]);
