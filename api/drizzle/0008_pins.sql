CREATE TABLE "pin_locks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"locked_at" timestamp with time zone,
	"count_from" timestamp with time zone,
	"unlocked_at" timestamp with time zone,
	"unlocked_via" text,
	"unlocked_by" integer
);
--> statement-breakpoint
CREATE TABLE "wrong_pins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_pins" ADD COLUMN "purpose" text DEFAULT 'wallet_withdrawal' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_pins" ADD COLUMN "target" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_locks" ADD CONSTRAINT "pin_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_locks" ADD CONSTRAINT "pin_locks_unlocked_by_users_id_fk" FOREIGN KEY ("unlocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_pins" ADD CONSTRAINT "wrong_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_locks_locked_idx" ON "pin_locks" USING btree ("locked_at");--> statement-breakpoint
CREATE INDEX "wrong_pins_user_idx" ON "wrong_pins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_pins_requests_idx" ON "withdrawal_pins" USING btree ("user_id","created_at");