import type { ApiClient, ContentClient } from '@bike/shared/api-client';
import type { LocaleDefinition } from '@bike/shared/i18n';
import type { ShopContextValue } from '@bike/shared/remote-kit';

/** The context every page gets, built the same way on the server and in the browser. */
export function shopContextFor(
  locale: LocaleDefinition,
  brand: { id: string; displayName: string },
  clients: { api: ApiClient; content: ContentClient },
  options: { preview: boolean; prefetch?: ShopContextValue['prefetch'] },
): ShopContextValue {
  return {
    locale: locale.code,
    language: locale.language,
    country: locale.country,
    currency: locale.currency,
    brand: brand.id,
    brandName: brand.displayName,
    api: clients.api,
    content: clients.content,
    ...options,
  };
}
