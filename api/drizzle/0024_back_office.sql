CREATE TABLE "admin_proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"result" jsonb,
	CONSTRAINT "admin_proposals_kind_check" CHECK ("admin_proposals"."kind" in ('settings', 'dividend_funding', 'dividend_declaration', 'investment_payout', 'adjustment')),
	CONSTRAINT "admin_proposals_status_check" CHECK ("admin_proposals"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "admin_proposals_decided_check" CHECK (("admin_proposals"."status" = 'pending') = ("admin_proposals"."decided_at" is null)),
	CONSTRAINT "admin_proposals_two_people_check" CHECK ("admin_proposals"."status" <> 'approved' or "admin_proposals"."decided_by" <> "admin_proposals"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"subject_user_id" integer,
	"before" jsonb,
	"after" jsonb,
	"detail" text,
	"status_code" integer,
	"request_id" text,
	"address" text,
	CONSTRAINT "audit_log_outcome_check" CHECK ("audit_log"."outcome" in ('done', 'refused', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_changed_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "dual_approval_above_kobo" bigint;--> statement-breakpoint
ALTER TABLE "admin_proposals" ADD CONSTRAINT "admin_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_proposals" ADD CONSTRAINT "admin_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_proposals_status_idx" ON "admin_proposals" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_proposals_kind_idx" ON "admin_proposals" USING btree ("kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_subject_user_idx" ON "audit_log" USING btree ("subject_user_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Loans approved before this migration keep the threshold in force now.
UPDATE "loans" SET "dual_approval_above_kobo" = (SELECT "dual_approval_above_kobo" FROM "society_settings" WHERE "id" = 1)
  WHERE "approved_at" IS NOT NULL;
--> statement-breakpoint
-- The audit trail is append-only, as the ledger is: SQLSTATE 23001 (restrict_violation) marks the refusals.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
