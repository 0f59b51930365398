CREATE TABLE "member_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"state_of_origin" text DEFAULT '' NOT NULL,
	"local_govt" text DEFAULT '' NOT NULL,
	"marital_status" text DEFAULT '' NOT NULL,
	"kin_first_name" text DEFAULT '' NOT NULL,
	"kin_last_name" text DEFAULT '' NOT NULL,
	"kin_phone_no" text DEFAULT '' NOT NULL,
	"kin_email" text DEFAULT '' NOT NULL,
	"relationship" text DEFAULT '' NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"business_address" text DEFAULT '' NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"business_type_others" text DEFAULT '' NOT NULL,
	"employers_name" text DEFAULT '' NOT NULL,
	"employers_phone_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_marital_status_check" CHECK ("member_profiles"."marital_status" in ('', 'married', 'single', 'widow')),
	CONSTRAINT "member_profiles_business_type_check" CHECK ("member_profiles"."business_type" in ('', 'sole', 'partnership', 'ltd', 'plc', 'other'))
);
--> statement-breakpoint
CREATE TABLE "profile_pictures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content_type" text DEFAULT 'image/webp' NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_pictures_size_check" CHECK (octet_length("profile_pictures"."data") between 1 and 1048576)
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_account_no_check" CHECK ("bank_accounts"."account_no" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_live_per_user" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id","created_at");