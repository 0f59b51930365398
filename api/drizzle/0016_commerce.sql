CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"short_description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	"unit_down_payment_kobo" bigint NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"total_kobo" bigint NOT NULL,
	"down_payment_kobo" bigint NOT NULL,
	"down_payment_reference" text NOT NULL,
	"down_payment_method" text NOT NULL,
	"decline_reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (1, 2, 3, 4, 5, 6)),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_kobo" > 0 and "orders"."down_payment_kobo" >= 0 and "orders"."down_payment_kobo" <= "orders"."total_kobo")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"version" text NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_position_check" CHECK ("product_images"."position" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"short_description" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_kobo" bigint,
	"admin_note" text,
	"product_id" bigint,
	"image_version" text NOT NULL,
	"image_data" "bytea" NOT NULL,
	"image_content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_requests_quantity_check" CHECK ("product_requests"."quantity" > 0),
	CONSTRAINT "product_requests_status_check" CHECK ("product_requests"."status" in ('pending', 'priced', 'published', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_kobo" bigint NOT NULL,
	"mark_up_kobo" bigint DEFAULT 0 NOT NULL,
	"down_payment_kobo" bigint NOT NULL,
	"stock" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_check" CHECK ("products"."price_kobo" > 0 and "products"."mark_up_kobo" >= 0),
	CONSTRAINT "products_down_payment_check" CHECK ("products"."down_payment_kobo" > 0 and "products"."down_payment_kobo" <= "products"."price_kobo" + "products"."mark_up_kobo")
);
--> statement-breakpoint
CREATE TABLE "investment_holdings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"investment_id" bigint NOT NULL,
	"slots" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"returns_kobo" bigint NOT NULL,
	"reference" text NOT NULL,
	"payment_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_out_at" timestamp with time zone,
	CONSTRAINT "investment_holdings_slots_check" CHECK ("investment_holdings"."slots" > 0)
);
--> statement-breakpoint
CREATE TABLE "investment_news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"investment_id" bigint NOT NULL,
	"news" text NOT NULL,
	"posted_by" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category_id" bigint,
	"investment_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"current_value_kobo" bigint NOT NULL,
	"expected_returns_kobo" bigint NOT NULL,
	"units" integer NOT NULL,
	"unit_remaining" integer NOT NULL,
	"insurance_partner" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"application_date" date NOT NULL,
	"maturity_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"picture_version" text,
	"picture_data" "bytea",
	"picture_content_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "investments_units_check" CHECK ("investments"."unit_remaining" >= 0 and "investments"."unit_remaining" <= "investments"."units"),
	CONSTRAINT "investments_values_check" CHECK ("investments"."current_value_kobo" > 0 and "investments"."expected_returns_kobo" >= 0),
	CONSTRAINT "investments_kind_check" CHECK ("investments"."kind" in ('market', 'halal')),
	CONSTRAINT "investments_status_check" CHECK ("investments"."status" in ('open', 'paying', 'paid')),
	CONSTRAINT "investments_dates_check" CHECK ("investments"."start_date" <= "investments"."application_date" and "investments"."application_date" <= "investments"."maturity_date")
);
--> statement-breakpoint
CREATE TABLE "market_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_holdings" ADD CONSTRAINT "investment_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_holdings" ADD CONSTRAINT "investment_holdings_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_news" ADD CONSTRAINT "investment_news_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_news" ADD CONSTRAINT "investment_news_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_category_id_market_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."market_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_unique" ON "cart_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reference_unique" ON "order_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_unique" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_unique" ON "product_categories" USING btree (lower("category_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_position_unique" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_requests_user_idx" ON "product_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "product_requests_status_idx" ON "product_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","product_name","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("product_name"),"id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('simple', "product_name" || ' ' || "short_description"));--> statement-breakpoint
CREATE INDEX "investment_holdings_user_idx" ON "investment_holdings" USING btree ("user_id","investment_id");--> statement-breakpoint
CREATE INDEX "investment_holdings_unpaid_idx" ON "investment_holdings" USING btree ("investment_id","id") WHERE "investment_holdings"."paid_out_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_holdings_reference_unique" ON "investment_holdings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "investment_news_investment_idx" ON "investment_news" USING btree ("investment_id","id");--> statement-breakpoint
CREATE INDEX "investments_kind_idx" ON "investments" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "investments_due_idx" ON "investments" USING btree ("maturity_date") WHERE "investments"."status" <> 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "market_categories_name_unique" ON "market_categories" USING btree (lower("category_name"));