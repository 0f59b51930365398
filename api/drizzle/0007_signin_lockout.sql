CREATE TABLE "password_attempts" (
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"retry_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "password_attempts_subject_address_pk" PRIMARY KEY("subject","address")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "login_locks" CASCADE;