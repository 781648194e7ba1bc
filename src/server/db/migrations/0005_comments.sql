CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"tag" text DEFAULT 'none' NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"is_reply" boolean DEFAULT false NOT NULL,
	"reply_to" uuid,
	"user_id" uuid,
	"guest_name" text,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_reply_shape" CHECK ("comments"."is_reply" = ("comments"."reply_to" IS NOT NULL)),
	CONSTRAINT "comments_tag_known" CHECK (tag IN ('none', 'prod', 'editing', 'voice', 'recording', 'video-editing', 'notes', 'private', 'admins'))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reply_to_comments_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_item_tag_created_idx" ON "comments" USING btree ("item_id","tag","created_at");--> statement-breakpoint
CREATE INDEX "comments_reply_to_idx" ON "comments" USING btree ("reply_to","created_at");