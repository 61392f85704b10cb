CREATE TABLE "part_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"part_code" text NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "configuration" jsonb;--> statement-breakpoint
ALTER TABLE "part_reservations" ADD CONSTRAINT "part_reservations_part_code_customizer_parts_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."customizer_parts"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_reservations_order_idx" ON "part_reservations" USING btree ("order_uuid");--> statement-breakpoint
-- The configurator's parts stock is stock: a change drops the cached models like any stock change (0005).
CREATE TRIGGER "customizer_parts_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customizer_parts" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_stock');
