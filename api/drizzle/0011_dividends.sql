CREATE TABLE "dividend_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dividend_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"shares_kobo" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"transfer_id" bigint,
	CONSTRAINT "dividend_allocations_amount_check" CHECK ("dividend_allocations"."amount_kobo" >= 0 and "dividend_allocations"."shares_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "dividends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"note" text NOT NULL,
	"declared_by" integer,
	"total_shares_kobo" bigint NOT NULL,
	"member_count" integer NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dividends_amount_check" CHECK ("dividends"."amount_kobo" > 0),
	CONSTRAINT "dividends_members_check" CHECK ("dividends"."member_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "dividend_allocations" ADD CONSTRAINT "dividend_allocations_dividend_id_dividends_id_fk" FOREIGN KEY ("dividend_id") REFERENCES "public"."dividends"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_allocations" ADD CONSTRAINT "dividend_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_allocations" ADD CONSTRAINT "dividend_allocations_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividends" ADD CONSTRAINT "dividends_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_allocations_member_unique" ON "dividend_allocations" USING btree ("dividend_id","user_id");--> statement-breakpoint
CREATE INDEX "dividend_allocations_user_idx" ON "dividend_allocations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dividends_posted_idx" ON "dividends" USING btree ("posted_at","id");