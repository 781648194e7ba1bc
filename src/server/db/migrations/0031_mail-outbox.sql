CREATE TABLE "mail_refusals" (
	"address" text PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"reason" text NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outgoing_mails_due_idx" ON "outgoing_mails" USING btree ("next_attempt_at") WHERE "outgoing_mails"."sent_at" IS NULL AND "outgoing_mails"."refused_at" IS NULL;