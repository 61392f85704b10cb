CREATE TABLE "concept_views" (
	"concept_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "concept_views_concept_id_visitor_day_pk" PRIMARY KEY("concept_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"choices" jsonb NOT NULL,
	"configuration_checksum" text NOT NULL,
	"user_id" uuid,
	"session" boolean DEFAULT false NOT NULL,
	"profile" boolean DEFAULT false NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concepts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customizer_parts" (
	"code" text PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"drawing" text NOT NULL,
	"name" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"standard" boolean DEFAULT false NOT NULL,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	"restock_workdays" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concept_views" ADD CONSTRAINT "concept_views_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concepts_owner_checksum_idx" ON "concepts" USING btree ("user_id","configuration_checksum") WHERE "concepts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "concepts_session_checksum_idx" ON "concepts" USING btree ("brand","configuration_checksum") WHERE "concepts"."user_id" is null and "concepts"."session";--> statement-breakpoint
CREATE INDEX "concepts_listing_idx" ON "concepts" USING btree ("brand","visible","model");--> statement-breakpoint
CREATE INDEX "customizer_parts_slot_idx" ON "customizer_parts" USING btree ("slot");