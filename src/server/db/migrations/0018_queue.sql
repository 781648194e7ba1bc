ALTER TABLE "jobs" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_auction_expiry_idx" ON "jobs" USING btree ("expiry_date") WHERE "jobs"."is_auction" AND "jobs"."expired_at" IS NULL;--> statement-breakpoint
-- Auctions that expired before the server closed them in the background count as closed at their expiry, without news.
UPDATE "jobs" SET "expired_at" = "expiry_date" WHERE "is_auction" AND "expiry_date" <= now();
