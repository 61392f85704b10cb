import { LANGUAGES, type Language } from '@bike/shared/i18n/locales';

/** How many entries of an Accept-Language header are read; browsers send a handful. */
const MAX_ENTRIES = 32;
const TAG = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The visitor's language for a page the shop makes outside the remotes (a newsletter link that
 * opened no subscription, a limit page): the Accept-Language header (RFC 9110 §12.5.4) matched
 * by its primary subtag against the shop's six languages (de-CH → de, nl-BE → nl), the highest
 * quality first and, at equal quality, the earlier entry. An entry with q=0 matches nothing, `*`
 * stands for the fallback, and an entry that is no language tag or has a malformed quality is
 * skipped. English (the fallback) when nothing matches or the header is absent.
 */
export function negotiateLanguage(header: string | readonly string[] | undefined | null, fallback: Language = 'en'): Language {
  const text = Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : '';
  const best = new Map<Language, { q: number; position: number }>();
  text
    .split(',')
    .slice(0, MAX_ENTRIES)
    .forEach((entry, position) => {
      const [rawTag = '', ...params] = entry.split(';').map((part) => part.trim());
      if (!TAG.test(rawTag)) return;
      let q = 1;
      for (const param of params) {
        if (!/^q=/i.test(param)) continue;
        const match = QUALITY.exec(param);
        if (!match) return;
        q = Number(match[1]);
      }
      const primary = rawTag === '*' ? fallback : rawTag.split('-')[0]!.toLowerCase();
      if (q === 0 || !(LANGUAGES as readonly string[]).includes(primary)) return;
      const language = primary as Language;
      const known = best.get(language);
      if (!known || q > known.q) best.set(language, { q, position });
    });
  const ranked = [...best.entries()].sort(([, a], [, b]) => b.q - a.q || a.position - b.position);
  return ranked[0]?.[0] ?? fallback;
}
