CREATE TABLE "settings_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "society_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"registration_fee_kobo" bigint NOT NULL,
	"minimum_shareholding_kobo" bigint NOT NULL,
	"loan_form_fee_kobo" bigint NOT NULL,
	"loan_repayment_duration_months" integer NOT NULL,
	"business_finance_payment_duration_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "society_settings_single_row" CHECK ("society_settings"."id" = 1),
	CONSTRAINT "society_settings_money_check" CHECK ("society_settings"."registration_fee_kobo" > 0 and "society_settings"."minimum_shareholding_kobo" > 0 and "society_settings"."loan_form_fee_kobo" > 0),
	CONSTRAINT "society_settings_duration_check" CHECK ("society_settings"."loan_repayment_duration_months" between 1 and 120 and "society_settings"."business_finance_payment_duration_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "payout_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_pins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pin_hash" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "withdrawal_pins_amount_check" CHECK ("withdrawal_pins"."amount_kobo" > 0),
	CONSTRAINT "withdrawal_pins_attempts_check" CHECK ("withdrawal_pins"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"provider" text NOT NULL,
	"recipient_code" text,
	"provider_transfer_code" text,
	"provider_status" text,
	"last_provider_error" text,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('reserved', 'sent', 'confirmed', 'reversed')),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "settings_audit" ADD CONSTRAINT "settings_audit_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_settings" ADD CONSTRAINT "society_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_recipients" ADD CONSTRAINT "payout_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_pins" ADD CONSTRAINT "withdrawal_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_audit_changed_idx" ON "settings_audit" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_recipients_account_unique" ON "payout_recipients" USING btree ("user_id","provider","bank_code","account_no");--> statement-breakpoint
CREATE INDEX "withdrawal_events_withdrawal_idx" ON "withdrawal_events" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_pins_live_idx" ON "withdrawal_pins" USING btree ("user_id") WHERE "withdrawal_pins"."consumed_at" is null and "withdrawal_pins"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reference_unique" ON "withdrawals" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_transfer_unique" ON "withdrawals" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("next_check_at") WHERE "withdrawals"."status" in ('reserved', 'sent');--> statement-breakpoint
-- The society's starting fees and limits (admins change them at PUT /api/admin/settings): registration fee ₦2,000,
-- minimum shareholding ₦5,000, loan form fee ₦1,000, loans and business finance repaid over up to 12 months.
INSERT INTO "society_settings" ("id", "registration_fee_kobo", "minimum_shareholding_kobo", "loan_form_fee_kobo", "loan_repayment_duration_months", "business_finance_payment_duration_months")
VALUES (1, 200000, 500000, 100000, 12, 12) ON CONFLICT ("id") DO NOTHING;
