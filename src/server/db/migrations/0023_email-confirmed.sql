-- Decision 091: an account's address counts only once its owner proved it by a mailed link.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts older than the rule count as confirmed, except those made by a registration or an
-- invitation (a sign-in link mailed within a minute of the account) whose address never used a
-- mailed link: nothing shows that whoever signs in to them owns the address.
UPDATE "users" SET "email_confirmed_at" = "users"."created_at"
WHERE NOT EXISTS (
    SELECT 1 FROM "sign_in_tokens" "link"
    WHERE "link"."user_id" = "users"."id" AND "link"."created_at" < "users"."created_at" + interval '1 minute'
  )
  OR EXISTS (SELECT 1 FROM "sign_in_tokens" "link" WHERE "link"."user_id" = "users"."id" AND "link"."used_at" IS NOT NULL)
  OR EXISTS (SELECT 1 FROM "password_reset_tokens" "reset" WHERE "reset"."user_id" = "users"."id" AND "reset"."used_at" IS NOT NULL);
