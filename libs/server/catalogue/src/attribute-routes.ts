import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { sortFilterAttributes } from '@bike/shared/domain';
import { parseInput, rowsOf, type ServerContext } from '@bike/server/core';
import { apiRoute, result } from './route-helpers';

const LANGUAGES = ['en', 'nl', 'fr', 'de', 'es', 'it'] as const;
const querySchema = v.object({
  language: v.optional(v.picklist(LANGUAGES, `language is invalid (expected ${LANGUAGES.join(', ')})`), 'en'),
});

/**
 * GET /consumer/v1/items/attributetranslations?language=: labels of the filter attributes and
 * their values, plus `filters`, the codes in display order (spec point 5: priority, then code,
 * category and promo hidden). A label missing in the language falls back to English.
 */
export async function registerAttributeRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/consumer/v1/items/attributetranslations',
    summary: 'Filter attribute labels and value labels in one language, and the filter display order',
    tags: ['items'],
    handler: async (request) => {
      const { language } = parseInput(querySchema, request.query);
      const [attributes, labels] = await Promise.all([
        ctx.db.execute(sql`select code, priority from attributes order by code`),
        ctx.db.execute(sql`select attribute_code, value, language, label from attribute_translations
                             where language in (${language}, 'en') order by attribute_code, value`),
      ]);
      const translations: Record<string, { label: string; priority: number; values: Record<string, string> }> = {};
      const list = rowsOf<{ code: string; priority: number }>(attributes);
      for (const a of list) translations[a.code] = { label: a.code, priority: a.priority, values: {} };
      // English first, then the asked language overwrites what it has.
      const rows = rowsOf<{ attribute_code: string; value: string; language: string; label: string }>(labels).sort(
        (a, b) => Number(a.language === language) - Number(b.language === language),
      );
      for (const r of rows) {
        const entry = translations[r.attribute_code];
        if (!entry) continue;
        if (r.value === '') entry.label = r.label;
        else entry.values[r.value] = r.label;
      }
      return result({ language, translations, filters: sortFilterAttributes(list).map((a) => a.code) });
    },
  });
}
