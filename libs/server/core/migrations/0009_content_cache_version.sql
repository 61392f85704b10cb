-- Content cache version (libs/server/core/src/cache-versions.ts, kind `content`): every statement
-- that changes the content entries or the local help centre moves a sequence, so the content
-- GraphQL answers and the site server's rendered pages cached by each replica are dropped within
-- CACHE_VERSION_POLL_MS, like the stock and catalogue caches (0005_cache_versions.sql).
CREATE SEQUENCE IF NOT EXISTS "cache_version_content";
--> statement-breakpoint
CREATE TRIGGER "content_entries_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_entries" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_content');
--> statement-breakpoint
CREATE TRIGGER "help_categories_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_content');
--> statement-breakpoint
CREATE TRIGGER "help_folders_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_folders" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_content');
--> statement-breakpoint
CREATE TRIGGER "help_articles_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_articles" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_content');
