DROP INDEX "projects_list_idx";--> statement-breakpoint
DROP INDEX "projects_type_list_idx";--> statement-breakpoint
DROP INDEX "project_covers_project_idx";--> statement-breakpoint
DROP INDEX "jobs_status_created_idx";--> statement-breakpoint
DROP INDEX "jobs_project_created_idx";--> statement-breakpoint
DROP INDEX "jobs_claimed_by_idx";--> statement-breakpoint
DROP INDEX "jobs_created_idx";--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("deleted","starred" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_type_list_idx" ON "projects" USING btree ("deleted","type","starred" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_covers_project_idx" ON "project_covers" USING btree ("project_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_project_created_idx" ON "jobs" USING btree ("project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_claimed_by_idx" ON "jobs" USING btree ("claimed_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);