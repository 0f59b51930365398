CREATE TABLE "admin_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"details" jsonb NOT NULL,
	"amount_owed_kobo" bigint,
	"withdrawal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_count" integer DEFAULT 1 NOT NULL,
	"dispatched_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text,
	CONSTRAINT "admin_alerts_kind_check" CHECK ("admin_alerts"."kind" in ('ledger_check', 'payout_anomaly')),
	CONSTRAINT "admin_alerts_amount_owed_check" CHECK ("admin_alerts"."amount_owed_kobo" is null or "admin_alerts"."amount_owed_kobo" > 0),
	CONSTRAINT "admin_alerts_resolution_check" CHECK (("admin_alerts"."resolved_at" is null) = ("admin_alerts"."resolution_note" is null))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "anomaly_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "amount_owed_kobo" bigint;--> statement-breakpoint
ALTER TABLE "admin_alerts" ADD CONSTRAINT "admin_alerts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_alerts" ADD CONSTRAINT "admin_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_alerts_open_subject_unique" ON "admin_alerts" USING btree ("kind","subject") WHERE "admin_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "admin_alerts_open_idx" ON "admin_alerts" USING btree ("id") WHERE "admin_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "admin_alerts_undispatched_idx" ON "admin_alerts" USING btree ("id") WHERE "admin_alerts"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawals_anomaly_idx" ON "withdrawals" USING btree ("created_at","id") WHERE "withdrawals"."anomaly_at" is not null;