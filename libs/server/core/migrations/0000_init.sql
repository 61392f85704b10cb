CREATE TABLE "attribute_translations" (
	"attribute_code" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "attribute_translations_attribute_code_value_language_pk" PRIMARY KEY("attribute_code","value","language")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"code" text PRIMARY KEY NOT NULL,
	"priority" integer DEFAULT 99999 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cusid" text NOT NULL,
	"extid" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"code" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_patterns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"families" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cumulative" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"value" integer NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"employee" boolean DEFAULT false NOT NULL,
	"allow_discount_checkout" boolean DEFAULT false NOT NULL,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"frameplatformdetails" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"range_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_relations" (
	"item_id" integer NOT NULL,
	"related_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_relations_item_id_related_item_id_pk" PRIMARY KEY("item_id","related_item_id")
);
--> statement-breakpoint
CREATE TABLE "item_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"size" text NOT NULL,
	"externalid" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_sizes_externalid_unique" UNIQUE("externalid")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"externalid" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"familycode" text NOT NULL,
	"brandkey" text NOT NULL,
	"range" text,
	"range_code" text,
	"frame_family" text,
	"itemtype" text NOT NULL,
	"platform_code" text,
	"groupset" text,
	"groupset_code" text,
	"paint_des" text,
	"size" text,
	"image" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"voucherbannerimage" text,
	"vouchertext" text,
	"vouchercountry" text,
	"navisioncampaign" jsonb,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_externalid_unique" UNIQUE("externalid")
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"family_code" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"title" text NOT NULL,
	"technology" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"enddate_new_label" timestamp with time zone,
	"menu_subtitle" text,
	"has_customizer" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platforms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"item_id" integer NOT NULL,
	"currency" text NOT NULL,
	"msrp_cents" bigint NOT NULL,
	"oldmsrp_cents" bigint,
	CONSTRAINT "prices_item_id_currency_pk" PRIMARY KEY("item_id","currency")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"size_id" integer,
	"dealer_id" integer,
	"qty" integer NOT NULL,
	"workdays" integer NOT NULL,
	"distance" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" integer NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"slug" text,
	"title" text DEFAULT '' NOT NULL,
	"section" text,
	"post_date" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allowed_countries" text[],
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_entries_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" integer NOT NULL,
	"language" text NOT NULL,
	"folder_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_categories_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "help_folders" (
	"id" integer NOT NULL,
	"language" text NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_folders_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"code" text PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"language" text NOT NULL,
	"backend_code" text NOT NULL,
	"countrycode" text NOT NULL,
	"currency" text NOT NULL,
	"vat" double precision NOT NULL,
	"intracommunity" boolean DEFAULT false NOT NULL,
	"deliverymethods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checkout_bikes" boolean DEFAULT true NOT NULL,
	"checkout_accessories" boolean DEFAULT true NOT NULL,
	"allow_discount_checkout" boolean DEFAULT false NOT NULL,
	"dealers" boolean DEFAULT true NOT NULL,
	"accessories" boolean DEFAULT true NOT NULL,
	"payment_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voucher" text,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_translations" ADD CONSTRAINT "attribute_translations_attribute_code_attributes_code_fk" FOREIGN KEY ("attribute_code") REFERENCES "public"."attributes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_relations" ADD CONSTRAINT "item_relations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_relations" ADD CONSTRAINT "item_relations_related_item_id_items_id_fk" FOREIGN KEY ("related_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sizes" ADD CONSTRAINT "item_sizes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_size_id_item_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."item_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_translations_language_idx" ON "attribute_translations" USING btree ("language");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_cusid_extid_uq" ON "dealers" USING btree ("cusid","extid");--> statement-breakpoint
CREATE INDEX "dealers_country_type_idx" ON "dealers" USING btree ("country","type");--> statement-breakpoint
CREATE INDEX "dealers_lat_lng_idx" ON "dealers" USING btree ("lat","lng");--> statement-breakpoint
CREATE UNIQUE INDEX "families_brand_code_uq" ON "families" USING btree ("brand","code");--> statement-breakpoint
CREATE INDEX "families_category_idx" ON "families" USING btree ("category");--> statement-breakpoint
CREATE INDEX "item_sizes_item_idx" ON "item_sizes" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category","brandkey");--> statement-breakpoint
CREATE INDEX "items_family_idx" ON "items" USING btree ("familycode");--> statement-breakpoint
CREATE INDEX "items_brand_idx" ON "items" USING btree ("brandkey");--> statement-breakpoint
CREATE INDEX "items_platform_idx" ON "items" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "items_attributes_gin" ON "items" USING gin ("attributes");--> statement-breakpoint
CREATE INDEX "platforms_brand_family_idx" ON "platforms" USING btree ("brand","family_code");--> statement-breakpoint
CREATE INDEX "stock_item_idx" ON "stock" USING btree ("item_id","workdays");--> statement-breakpoint
CREATE INDEX "stock_dealer_idx" ON "stock" USING btree ("dealer_id") WHERE "stock"."dealer_id" is not null;--> statement-breakpoint
CREATE INDEX "content_entries_type_language_slug_idx" ON "content_entries" USING btree ("type","language","slug");--> statement-breakpoint
CREATE INDEX "content_entries_type_section_idx" ON "content_entries" USING btree ("type","section");--> statement-breakpoint
CREATE INDEX "help_articles_folder_idx" ON "help_articles" USING btree ("folder_id","language");--> statement-breakpoint
CREATE INDEX "help_folders_category_idx" ON "help_folders" USING btree ("category_id","language");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree ("to","created_at");