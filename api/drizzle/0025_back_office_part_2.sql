CREATE TABLE "notice_deliveries" (
	"notice_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_deliveries_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"audience" jsonb NOT NULL,
	"audience_count" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_user_id" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "notices_title_check" CHECK (length("notices"."title") between 1 and 120),
	CONSTRAINT "notices_message_check" CHECK (length("notices"."message") between 1 and 2000),
	CONSTRAINT "notices_counts_check" CHECK ("notices"."audience_count" >= 0 and "notices"."delivered_count" >= 0 and "notices"."last_user_id" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "pin_requests_per_hour" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "pin_max_attempts" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "wrong_pins_to_lock" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "oldest_unpaid_due_date" date;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_unfinished_idx" ON "notices" USING btree ("id") WHERE "notices"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "loans_oldest_unpaid_idx" ON "loans" USING btree ("oldest_unpaid_due_date","id") WHERE "loans"."oldest_unpaid_due_date" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_check" CHECK ("users"."suspended_at" is null or ("users"."suspended_by" is not null and "users"."suspension_reason" is not null));--> statement-breakpoint
ALTER TABLE "society_settings" ADD CONSTRAINT "society_settings_pin_check" CHECK ("society_settings"."pin_requests_per_hour" between 1 and 100 and "society_settings"."pin_max_attempts" between 1 and 20 and "society_settings"."wrong_pins_to_lock" between 1 and 100);--> statement-breakpoint
-- loans.oldest_unpaid_due_date follows the loan's instalments: whatever writes them (a schedule, a repayment, a
-- reversal), the loan row says from which day it is overdue. One loan has at most a few hundred instalments, read
-- through loan_instalments_seq_unique.
CREATE FUNCTION loans_follow_oldest_unpaid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.loan_id ELSE NEW.loan_id END;
BEGIN
  UPDATE loans SET oldest_unpaid_due_date = (
    SELECT min(due_date) FROM loan_instalments WHERE loan_id = affected AND paid_kobo < amount_kobo
  ) WHERE id = affected;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER loan_instalments_keep_oldest_unpaid AFTER INSERT OR DELETE OR UPDATE OF paid_kobo, amount_kobo, due_date ON loan_instalments
  FOR EACH ROW EXECUTE FUNCTION loans_follow_oldest_unpaid();
--> statement-breakpoint
UPDATE loans l SET oldest_unpaid_due_date = open.due FROM (
  SELECT loan_id, min(due_date) AS due FROM loan_instalments WHERE paid_kobo < amount_kobo GROUP BY loan_id
) open WHERE open.loan_id = l.id;
