ALTER TABLE "bank_accounts" ADD COLUMN "review_status" text DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "bank_change_cooling_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_held_idx" ON "bank_accounts" USING btree ("created_at") WHERE "bank_accounts"."review_status" = 'held' and "bank_accounts"."replaced_at" is null;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_review_status_check" CHECK ("bank_accounts"."review_status" in ('approved', 'held', 'rejected'));--> statement-breakpoint
ALTER TABLE "society_settings" ADD CONSTRAINT "society_settings_cooling_check" CHECK ("society_settings"."bank_change_cooling_hours" between 0 and 720);