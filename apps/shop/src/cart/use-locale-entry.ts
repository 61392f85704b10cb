import { useEffect, useState } from 'react';
import type { LocaleEntry } from '@bike/shared/domain';
import { findLocale } from '@bike/shared/i18n';
import { fetchLocaleEntry, localeEntryFromTable } from '@bike/shared/store';
import { useShop } from '@bike/shared/remote-kit';

/** The locale table's entry at once (no flash), then the backend's (GET /b2c/v1/countries/{locale}). */
export function tableEntry(locale: string): LocaleEntry | null {
  const definition = findLocale(locale);
  return definition ? localeEntryFromTable(definition) : null;
}

export function useLocaleEntry(): LocaleEntry | null {
  const { api, locale } = useShop();
  const [entry, setEntry] = useState<LocaleEntry | null>(() => tableEntry(locale));
  useEffect(() => {
    let live = true;
    setEntry(tableEntry(locale));
    fetchLocaleEntry(api, locale, tableEntry(locale))
      .then((e) => live && setEntry(e))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, locale]);
  return entry;
}
