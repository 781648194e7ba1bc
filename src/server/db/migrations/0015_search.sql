CREATE INDEX "projects_title_words_idx" ON "projects" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "projects_script_words_idx" ON "projects" USING gin (to_tsvector('simple', ("script_raw" ->> 'body')));--> statement-breakpoint
CREATE INDEX "projects_script_trgm_idx" ON "projects" USING gin (("script_raw" ->> 'body') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scenes_text_words_idx" ON "scenes" USING gin (to_tsvector('simple', "text"));--> statement-breakpoint
CREATE INDEX "scenes_text_trgm_idx" ON "scenes" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_text_words_idx" ON "comments" USING gin (to_tsvector('simple', "text"));--> statement-breakpoint
CREATE INDEX "comments_text_trgm_idx" ON "comments" USING gin ("text" gin_trgm_ops);