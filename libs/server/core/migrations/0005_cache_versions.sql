-- Cache versions (libs/server/core/src/cache-versions.ts): every statement that changes stock or
-- the catalogue moves a sequence, and each API replica compares the sequences with the values it
-- saw last (at most every CACHE_VERSION_POLL_MS) to drop its caches. Sequences rather than a
-- counter row: nextval takes no row lock, so concurrent orders never queue on a version row.
CREATE SEQUENCE IF NOT EXISTS "cache_version_stock";
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "cache_version_catalogue";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(TG_ARGV[0]::regclass);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_stock');
--> statement-breakpoint
CREATE TRIGGER "items_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "item_sizes_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_sizes" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "prices_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "families_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "families" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "platforms_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platforms" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "attributes_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "attribute_translations_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "item_relations_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_relations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "discounts_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discounts" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "locales_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locales" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
--> statement-breakpoint
CREATE TRIGGER "dealers_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dealers" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_catalogue');
