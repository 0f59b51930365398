CREATE TABLE "payment_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"authorization_code" text NOT NULL,
	"signature" text NOT NULL,
	"customer_email" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"exp_month" text NOT NULL,
	"exp_year" text NOT NULL,
	"reusable" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"channel" text DEFAULT 'checkout' NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"total_kobo" bigint NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"save_card" boolean DEFAULT false NOT NULL,
	"card_id" bigint,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"failure_reason" text,
	CONSTRAINT "payment_charges_status_check" CHECK ("payment_charges"."status" in ('initialized', 'success', 'failed', 'abandoned')),
	CONSTRAINT "payment_charges_amounts_check" CHECK ("payment_charges"."amount_kobo" > 0 and "payment_charges"."fee_kobo" >= 0 and "payment_charges"."total_kobo" = "payment_charges"."amount_kobo" + "payment_charges"."fee_kobo"),
	CONSTRAINT "payment_charges_applied_check" CHECK ("payment_charges"."applied_at" is null or "payment_charges"."status" = 'success')
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_authorizations" (
	"authorization_code" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"signature" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"bank" text NOT NULL,
	"exp_month" text NOT NULL,
	"exp_year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"callback_url" text,
	"metadata" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_response" text,
	"authorization_code" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending_card" jsonb
);
--> statement-breakpoint
CREATE TABLE "sandbox_recipients" (
	"recipient_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"transfer_code" text NOT NULL,
	"recipient_code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text,
	"outcome" text NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_user_signature_live" ON "payment_cards" USING btree ("user_id","signature") WHERE "payment_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_reference_unique" ON "payment_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_charges_user_idx" ON "payment_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key_unique" ON "payment_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "payment_events_reference_idx" ON "payment_events" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("next_attempt_at") WHERE "sandbox_webhooks"."delivered_at" is null;