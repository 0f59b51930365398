CREATE TABLE "picture_variants" (
	"version" text NOT NULL,
	"width" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_variants_version_width_pk" PRIMARY KEY("version","width")
);
