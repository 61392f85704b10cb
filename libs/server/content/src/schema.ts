import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Content of the headless content service, stored locally.
 *
 * One table holds every content entity (pages, blog articles, menus, reviews, global sets, ...):
 * the shop only ever reads content by type + language (+ slug or id), and each entity's own
 * fields live in `data`, shaped by the GraphQL types in graphql/type-defs.ts. An entry keeps its
 * id across languages (one row per translation), as in a multi-site CMS, which makes the
 * English fallback a lookup of the same id in `en`.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: integer('id').notNull(),
    /** page, homepage, playground, blogArticle, blogCategory, bikeCategory, bikeSpotlight, crosslink,
     *  project, review, vacancy, menuEntry, globalSet, configuration (see content-types.ts). */
    type: text('type').notNull(),
    /** en, de, es, fr, it, nl; reviews use their review language (also 'int'). */
    language: text('language').notNull(),
    slug: text('slug'),
    title: text('title').notNull().default(''),
    /** Menu section (main, footer) or global-set handle; null for other types. */
    section: text('section'),
    postDate: timestamp('post_date', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Null: shown in every country. Otherwise ISO country codes (INT included) where it shows. */
    allowedCountries: text('allowed_countries').array(),
    position: integer('position').notNull().default(0),
    /** published: everyone sees it; draft: only an admin in preview mode (?preview, spec point 4). */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    /**
     * Null: every brand's site shows the entry. A brand key (ardenne, brabo, ...): only that
     * brand's site, as a multi-site CMS keeps a site's own entries. Each brand's home page, about
     * page, slogan and line-up menu are its own (the brand voices of tools/seed/src/content).
     */
    brand: text('brand'),
  },
  (t) => [
    primaryKey({ name: 'content_entries_pk', columns: [t.id, t.language] }),
    index('content_entries_type_language_slug_idx').on(t.type, t.language, t.slug),
    index('content_entries_type_section_idx').on(t.type, t.section),
  ],
);

/**
 * Local help-centre store (the default provider behind /b2c/v1/helpdesk/...).
 * Categories hold folders, folders hold articles, like the hosted help desks it stands in for.
 * Names carry the brand markers ("[global]", "[ardenne]", ...) exactly as editors type them in a
 * shared help desk; the proxy filters and strips them (help-centre/brand-markers.ts).
 */
export const helpCategories = pgTable(
  'help_categories',
  {
    id: integer('id').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'help_categories_pk', columns: [t.id, t.language] })],
);

export const helpFolders = pgTable(
  'help_folders',
  {
    id: integer('id').notNull(),
    language: text('language').notNull(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'help_folders_pk', columns: [t.id, t.language] }),
    index('help_folders_category_idx').on(t.categoryId, t.language),
  ],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').notNull(),
    language: text('language').notNull(),
    folderId: integer('folder_id').notNull(),
    title: text('title').notNull(),
    /** HTML body. */
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    /**
     * The full-text index of title (weight A) and body (B), stemmed by the article's own language
     * (help-centre/help-search.ts). HTML tags are a token type no text-search configuration indexes.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(case "language" when 'nl' then 'dutch'::regconfig when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'english'::regconfig end, "title"), 'A') || setweight(to_tsvector(case "language" when 'nl' then 'dutch'::regconfig when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'english'::regconfig end, "description"), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ name: 'help_articles_pk', columns: [t.id, t.language] }),
    index('help_articles_folder_idx').on(t.folderId, t.language),
    index('help_articles_search_idx').using('gin', t.search),
  ],
);

export type ContentEntryRow = typeof contentEntries.$inferSelect;
export type NewContentEntry = typeof contentEntries.$inferInsert;
export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpFolderRow = typeof helpFolders.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
