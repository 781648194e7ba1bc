DROP INDEX "projects_list_idx";--> statement-breakpoint
CREATE INDEX "projects_type_list_idx" ON "projects" USING btree ("deleted","type","starred" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("deleted","starred" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);