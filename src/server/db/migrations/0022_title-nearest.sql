-- Decision 086: the title search reads the titles nearest the term first from a GiST trigram index,
-- which also serves the title filters' ilike in place of the GIN index.
DROP INDEX "projects_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gist ("title" gist_trgm_ops(siglen=256));