import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import { contentEntries, type ContentEntryRow } from './schema';
import { FALLBACK_LANGUAGE, type ContentLanguage } from './languages';
import { brandDisplayName, brandKeyOf, withBrandName } from './brand-names';
import type { EntryType } from './content-types';

/** An entry as the GraphQL resolvers see it: the row's columns merged over its data. */
export interface ContentEntry {
  id: number;
  type: string;
  language: string;
  slug: string | null;
  title: string;
  section: string | null;
  postDate: Date;
  allowedCountries: string[] | null;
  position: number;
  /** The brand whose site alone shows the entry; null for every brand's. */
  brand: string | null;
  data: Record<string, unknown>;
}

export interface EntryFilter {
  slug?: string;
  ids?: number[];
  section?: string;
  /** Extra SQL on the row (for example a data field). */
  where?: SQL;
}

/**
 * Reads content for one request: language with English fallback per entry, the entries of every
 * brand plus the request's brand's own (its home page, about page, slogan, line-up menu), and the
 * brand token replaced by the request's brand name. One reader per request (the brand differs
 * per request).
 */
export class ContentReader {
  constructor(
    private readonly db: Db,
    readonly brandName: string,
    /** Drafts too: an admin previewing (?preview); everyone else reads published entries only. */
    readonly drafts = false,
    /** Whose own entries are read besides the shared ones; null: the shared ones only. */
    readonly brandKey: string | null = null,
  ) {}

  /** A reader for a brand's site: its name for the token and its own entries (an unknown key reads as the default brand). */
  static forBrand(db: Db, brandKey: string, drafts = false): ContentReader {
    return new ContentReader(db, brandDisplayName(brandKey), drafts, brandKeyOf(brandKey));
  }

  /**
   * Entries of a type in a language; an entry missing in that language comes in English
   * (same id), so a half-translated site still shows every page, menu item and article.
   */
  async localised(type: EntryType, language: ContentLanguage, filter: EntryFilter = {}): Promise<ContentEntry[]> {
    const languages = language === FALLBACK_LANGUAGE ? [FALLBACK_LANGUAGE] : [language, FALLBACK_LANGUAGE];
    const rows = await this.select(type, inArray(contentEntries.language, languages), filter);
    const byId = new Map<number, ContentEntryRow>();
    for (const row of rows) {
      const seen = byId.get(row.id);
      if (!seen || (seen.language !== language && row.language === language)) byId.set(row.id, row);
    }
    return [...byId.values()].map((row) => this.toEntry(row)).sort(byPositionThenNewest);
  }

  /** One entry; the brand's own wins over a shared one (a brand may have its own about page beside the shared one). */
  async localisedOne(type: EntryType, language: ContentLanguage, filter: EntryFilter): Promise<ContentEntry | null> {
    const entries = await this.localised(type, language, filter);
    return entries.find((entry) => entry.brand !== null) ?? entries[0] ?? null;
  }

  /** Entries of a type in every language (reviews are not translated: each has its own language). */
  async allLanguages(type: EntryType, filter: EntryFilter = {}): Promise<ContentEntry[]> {
    const rows = await this.select(type, undefined, filter);
    return rows.map((row) => this.toEntry(row));
  }

  private async select(type: EntryType, languageCondition: SQL | undefined, filter: EntryFilter): Promise<ContentEntryRow[]> {
    const conditions: (SQL | undefined)[] = [
      eq(contentEntries.type, type),
      languageCondition,
      this.drafts ? undefined : eq(contentEntries.status, 'published'),
      this.brandKey === null ? isNull(contentEntries.brand) : or(isNull(contentEntries.brand), eq(contentEntries.brand, this.brandKey)),
    ];
    if (filter.slug !== undefined) conditions.push(eq(contentEntries.slug, filter.slug));
    if (filter.ids) {
      if (filter.ids.length === 0) return [];
      conditions.push(inArray(contentEntries.id, filter.ids));
    }
    if (filter.section !== undefined) conditions.push(eq(contentEntries.section, filter.section));
    if (filter.where) conditions.push(filter.where);
    return this.db.select().from(contentEntries).where(and(...conditions));
  }

  private toEntry(row: ContentEntryRow): ContentEntry {
    return withBrandName(
      {
        id: row.id,
        type: row.type,
        language: row.language,
        slug: row.slug,
        title: row.title,
        section: row.section,
        postDate: row.postDate,
        allowedCountries: row.allowedCountries,
        position: row.position,
        brand: row.brand,
        data: row.data ?? {},
      },
      this.brandName,
    );
  }
}

/** A JSON data field compared as text, e.g. dataField('platformId') = 'ARD-ROAD-1'. */
export function dataFieldEquals(field: string, value: string): SQL {
  return sql`${contentEntries.data} ->> ${field} = ${value}`;
}

function byPositionThenNewest(a: ContentEntry, b: ContentEntry): number {
  return a.position - b.position || b.postDate.getTime() - a.postDate.getTime() || a.id - b.id;
}

/** Country filter of menu entries and blocks: no list means everywhere; no country means unrestricted only. */
export function isAllowedIn(allowedCountries: readonly string[] | null | undefined, country: string | undefined): boolean {
  if (!allowedCountries || allowedCountries.length === 0) return true;
  if (!country) return false;
  return allowedCountries.map((c) => c.toUpperCase()).includes(country.toUpperCase());
}

/** A vacancy by id in a language (English when untranslated), for the jobs library's applications. */
export async function findVacancy(db: Db, id: number, language: ContentLanguage, brandKey: string): Promise<{ id: number; title: string } | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const entry = await ContentReader.forBrand(db, brandKey).localisedOne('vacancy', language, { ids: [id] });
  return entry ? { id: entry.id, title: entry.title } : null;
}
