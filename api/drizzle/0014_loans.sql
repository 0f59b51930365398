CREATE TABLE "business_request_images" (
	"loan_id" bigint PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_auto_repay_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"instalment_id" bigint NOT NULL,
	"run_date" date NOT NULL,
	"status" text DEFAULT 'charging' NOT NULL,
	"paid_kobo" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"failure_reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_fee_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"loan_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "loan_fee_holds_amount_check" CHECK ("loan_fee_holds"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_group_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"is_creator" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	CONSTRAINT "loan_group_members_status_check" CHECK ("loan_group_members"."status" in (0, 1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "loan_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"creator_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "loan_groups_status_check" CHECK ("loan_groups"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "loan_guarantors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"guaranteed_kobo" bigint NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_guarantors_amount_check" CHECK ("loan_guarantors"."guaranteed_kobo" >= 0),
	CONSTRAINT "loan_guarantors_status_check" CHECK ("loan_guarantors"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"paid_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	CONSTRAINT "loan_instalments_amount_check" CHECK ("loan_instalments"."amount_kobo" > 0 and "loan_instalments"."paid_kobo" >= 0 and "loan_instalments"."paid_kobo" <= "loan_instalments"."amount_kobo")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"group_id" bigint,
	"amount_kobo" bigint NOT NULL,
	"total_kobo" bigint,
	"duration_months" integer NOT NULL,
	"frequency" text NOT NULL,
	"instalment_kobo" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"own_cover_kobo" bigint DEFAULT 0 NOT NULL,
	"quorum" integer,
	"form_fee_kobo" bigint DEFAULT 0 NOT NULL,
	"card_id" bigint,
	"auto_repay" boolean DEFAULT false NOT NULL,
	"business_name" text,
	"offered_at" timestamp with time zone,
	"offered_by" integer,
	"accepted_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"disbursed_by" integer,
	"disbursed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_amount_check" CHECK ("loans"."amount_kobo" > 0),
	CONSTRAINT "loans_total_check" CHECK ("loans"."total_kobo" is null or "loans"."total_kobo" >= "loans"."amount_kobo"),
	CONSTRAINT "loans_status_check" CHECK ("loans"."status" in (0, 1, 2, 3, 9, 11)),
	CONSTRAINT "loans_duration_check" CHECK ("loans"."duration_months" between 1 and 120),
	CONSTRAINT "loans_instalment_check" CHECK ("loans"."instalment_kobo" > 0),
	CONSTRAINT "loans_cover_check" CHECK ("loans"."own_cover_kobo" >= 0 and "loans"."own_cover_kobo" <= "loans"."amount_kobo"),
	CONSTRAINT "loans_group_check" CHECK (("loans"."kind" = 'group') = ("loans"."group_id" is not null)),
	CONSTRAINT "loans_quorum_check" CHECK ("loans"."quorum" is null or "loans"."quorum" between 1 and 4),
	CONSTRAINT "loans_business_check" CHECK (("loans"."kind" = 'business') = ("loans"."business_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "group_loan_quorum" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "dual_approval_above_kobo" bigint DEFAULT 50000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "loan_reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "savings_liens" ADD COLUMN "released_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_request_images" ADD CONSTRAINT "business_request_images_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_auto_repay_runs" ADD CONSTRAINT "loan_auto_repay_runs_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_auto_repay_runs" ADD CONSTRAINT "loan_auto_repay_runs_instalment_id_loan_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."loan_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_events" ADD CONSTRAINT "loan_events_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_events" ADD CONSTRAINT "loan_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_fee_holds" ADD CONSTRAINT "loan_fee_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_fee_holds" ADD CONSTRAINT "loan_fee_holds_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_group_members" ADD CONSTRAINT "loan_group_members_group_id_loan_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."loan_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_group_members" ADD CONSTRAINT "loan_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_groups" ADD CONSTRAINT "loan_groups_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_guarantors" ADD CONSTRAINT "loan_guarantors_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_guarantors" ADD CONSTRAINT "loan_guarantors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_group_id_loan_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."loan_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_disbursed_by_users_id_fk" FOREIGN KEY ("disbursed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_auto_repay_runs_once" ON "loan_auto_repay_runs" USING btree ("instalment_id","run_date");--> statement-breakpoint
CREATE INDEX "loan_auto_repay_runs_loan_idx" ON "loan_auto_repay_runs" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "loan_events_loan_idx" ON "loan_events" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_fee_holds_reference_unique" ON "loan_fee_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "loan_fee_holds_held_idx" ON "loan_fee_holds" USING btree ("user_id") WHERE "loan_fee_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "loan_fee_holds_expiry_idx" ON "loan_fee_holds" USING btree ("expires_at") WHERE "loan_fee_holds"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "loan_group_members_live_email" ON "loan_group_members" USING btree ("group_id","email") WHERE "loan_group_members"."status" in (0, 1, 2);--> statement-breakpoint
CREATE INDEX "loan_group_members_user_idx" ON "loan_group_members" USING btree ("user_id","group_id") WHERE "loan_group_members"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "loan_group_members_email_idx" ON "loan_group_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_groups_code_unique" ON "loan_groups" USING btree ("code");--> statement-breakpoint
CREATE INDEX "loan_groups_creator_idx" ON "loan_groups" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_guarantors_one_per_user" ON "loan_guarantors" USING btree ("loan_id","user_id");--> statement-breakpoint
CREATE INDEX "loan_guarantors_user_idx" ON "loan_guarantors" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_instalments_seq_unique" ON "loan_instalments" USING btree ("loan_id","seq");--> statement-breakpoint
CREATE INDEX "loan_instalments_open_due_idx" ON "loan_instalments" USING btree ("due_date") WHERE "loan_instalments"."paid_kobo" < "loan_instalments"."amount_kobo";--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "loans_group_idx" ON "loans" USING btree ("group_id","id") WHERE "loans"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "loans_auto_repay_idx" ON "loans" USING btree ("id") WHERE "loans"."auto_repay" and "loans"."status" = 11;--> statement-breakpoint
ALTER TABLE "society_settings" ADD CONSTRAINT "society_settings_quorum_check" CHECK ("society_settings"."group_loan_quorum" between 1 and 4);--> statement-breakpoint
ALTER TABLE "society_settings" ADD CONSTRAINT "society_settings_dual_approval_check" CHECK ("society_settings"."dual_approval_above_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "society_settings" ADD CONSTRAINT "society_settings_reminder_check" CHECK ("society_settings"."loan_reminder_days" between 0 and 30);--> statement-breakpoint
ALTER TABLE "savings_liens" ADD CONSTRAINT "savings_liens_released_check" CHECK ("savings_liens"."released_kobo" >= 0 and "savings_liens"."released_kobo" <= "savings_liens"."amount_kobo");