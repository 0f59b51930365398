CREATE TABLE "autosave_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'charging' NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"charge_reference" text,
	"failure_reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "savings_liens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "savings_liens_amount_check" CHECK ("savings_liens"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "savings_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"target_name" text,
	"targeted_amount_kobo" bigint,
	"amount_kobo" bigint NOT NULL,
	"frequency" text NOT NULL,
	"transaction_day" integer,
	"transaction_month" integer,
	"transaction_time" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"card_id" bigint,
	"auto_status" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_amount_kobo" bigint,
	"closed_at" timestamp with time zone,
	CONSTRAINT "savings_plans_amount_check" CHECK ("savings_plans"."amount_kobo" > 0),
	CONSTRAINT "savings_plans_targeted_check" CHECK ("savings_plans"."targeted_amount_kobo" is null or "savings_plans"."targeted_amount_kobo" > 0),
	CONSTRAINT "savings_plans_day_check" CHECK ("savings_plans"."transaction_day" is null or "savings_plans"."transaction_day" between 1 and 7),
	CONSTRAINT "savings_plans_month_day_check" CHECK ("savings_plans"."transaction_month" is null or "savings_plans"."transaction_month" between 1 and 31),
	CONSTRAINT "savings_plans_failures_check" CHECK ("savings_plans"."consecutive_failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "autosave_runs" ADD CONSTRAINT "autosave_runs_plan_id_savings_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."savings_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autosave_runs" ADD CONSTRAINT "autosave_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_liens" ADD CONSTRAINT "savings_liens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autosave_runs_period_unique" ON "autosave_runs" USING btree ("plan_id","due_at");--> statement-breakpoint
CREATE INDEX "autosave_runs_status_idx" ON "autosave_runs" USING btree ("status","started_at");--> statement-breakpoint
CREATE INDEX "autosave_runs_plan_idx" ON "autosave_runs" USING btree ("plan_id","id");--> statement-breakpoint
CREATE INDEX "savings_liens_active_idx" ON "savings_liens" USING btree ("user_id") WHERE "savings_liens"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_liens_one_per_reference" ON "savings_liens" USING btree ("user_id","reference") WHERE "savings_liens"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plans_one_per_kind" ON "savings_plans" USING btree ("user_id","kind") WHERE "savings_plans"."kind" <> 'target';--> statement-breakpoint
CREATE INDEX "savings_plans_user_idx" ON "savings_plans" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "savings_plans_due_idx" ON "savings_plans" USING btree ("next_run_at") WHERE "savings_plans"."auto_status" and "savings_plans"."paused_at" is null and "savings_plans"."status" = 'active';