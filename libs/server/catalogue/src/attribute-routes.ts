import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sortFilterAttributes } from '@bike/shared/domain';
import { parseInput, type ServerContext } from '@bike/server/core';
import { attributeMeta, labelOf, type AttributeMeta } from './attribute-meta';
import { apiRoute, result } from './route-helpers';

const LANGUAGES = ['en', 'nl', 'fr', 'de', 'es', 'it'] as const;
const querySchema = v.object({
  language: v.optional(v.picklist(LANGUAGES, `language is invalid (expected ${LANGUAGES.join(', ')})`), 'en'),
});

type Language = (typeof LANGUAGES)[number];

/** The labels of one language, built once per copy of the attribute meta (a new copy after a catalogue change). */
function translationsOf(meta: AttributeMeta, language: Language) {
  const translations: Record<string, { label: string; priority: number; values: Record<string, string> }> = {};
  for (const a of meta.attributes) translations[a.code] = { label: labelOf(meta, language, a.code) ?? a.code, priority: a.priority, values: {} };
  for (const key of meta.labels.keys()) {
    const [, code, value] = key.split('\u0000') as [string, string, string];
    const entry = translations[code];
    const label = entry && value !== '' ? labelOf(meta, language, code, value) : undefined;
    if (label !== undefined) entry!.values[value] = label;
  }
  return { language, translations, filters: sortFilterAttributes(meta.attributes).map((a) => a.code) };
}
const built = new WeakMap<AttributeMeta, Map<Language, ReturnType<typeof translationsOf>>>();

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
      // The same cached read the shop filter names its facets with (attribute-meta.ts).
      const meta = await attributeMeta(ctx.db);
      let perLanguage = built.get(meta);
      if (!perLanguage) built.set(meta, (perLanguage = new Map()));
      let answer = perLanguage.get(language);
      if (!answer) perLanguage.set(language, (answer = translationsOf(meta, language)));
      return result(answer);
    },
  });
}
