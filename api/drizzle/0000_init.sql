CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"phone_no" text NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"member_status" boolean DEFAULT false NOT NULL,
	"member_since" timestamp with time zone,
	"profile_pic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('MEMBER', 'ADMIN', 'SA'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");