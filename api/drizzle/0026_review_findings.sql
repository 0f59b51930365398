CREATE TABLE "mail_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "offer_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("due_at","id") WHERE "mail_queue"."sent_at" is null and "mail_queue"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_open_loan_idx" ON "loans" USING btree ("user_id") WHERE "loans"."kind" in ('individual', 'group') and "loans"."status" in (0, 1, 2, 11);--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_waiting_business_idx" ON "loans" USING btree ("user_id") WHERE "loans"."kind" = 'business' and "loans"."status" = 0;