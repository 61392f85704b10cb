import { queryContent, type ApiClient, type ContentClient } from '@bike/shared/api-client';
import type { Concept, ConfigurationChoices, CustomizerModel } from '@bike/shared/domain/configurator';
import { CONFIGURATIONS_HOME_LIMIT } from '@bike/shared/domain/configurator-choices';

/**
 * The configurator's calls of spec point 7 (the service is libs/server/configurator). Without a
 * voucher, models and concepts are priced with the locale's voucher; with the shopper's code,
 * with that one (useVoucherPrices).
 */
export const fetchCustomizerModel = (api: ApiClient, code: string, locale: string, voucher?: string) =>
  api.get<CustomizerModel>(`/V1/customizer/model/${encodeURIComponent(code)}`, { locale, voucher });

export const fetchConcept = (api: ApiClient, code: string, locale: string, voucher?: string) =>
  api.get<Concept>(`/b2c/v1/concepts/${encodeURIComponent(code)}`, { locale, voucher });

export const saveConcept = (api: ApiClient, model: string, choices: ConfigurationChoices, locale: string) =>
  api.post<Concept>('/b2c/v1/concepts', { model, locale, choices });

/** What counting a view answers: the views with this one in them (unless it was not counted: a crawler, or a visitor's 11th of the day). */
export interface ConceptViewCount { code: string; views: number; counted: boolean }

/** Counts a view of a concept page and answers the count with it; a failure is not the visitor's problem (undefined). */
export const countConceptView = (api: ApiClient, code: string): Promise<ConceptViewCount | undefined> =>
  api.post<ConceptViewCount>('/b2c/v1/concepts/views/update', { code }).catch(() => undefined);

/** A content configuration entry (spec point 3): an inspiration that opens as a concept. */
export interface InspirationCard {
  id: string;
  title: string;
  configurationDescription: string;
  configurationCode: string;
  price: number | null;
  featuredImage: { url: string; alt: string; width?: number | null; height?: number | null } | null;
}

const INSPIRATIONS_QUERY = /* GraphQL */ `
  query ConfiguratorInspirations($language: String, $limit: Int) {
    configurations(language: $language, limit: $limit) {
      id title configurationDescription price configurationCode
      featuredImage { url alt width height }
    }
  }
`;

/** The newest shown configuration entries (spec point 9: 3); an empty list when the content service fails. */
export const fetchInspirations = (content: ContentClient, language: string) =>
  queryContent<{ configurations: InspirationCard[] }>(content, INSPIRATIONS_QUERY, { language, limit: CONFIGURATIONS_HOME_LIMIT }, 'CONFIGURATIONS_FETCH_ERROR')
    .then((r) => r.configurations)
    .catch(() => [] as InspirationCard[]);

/** The most viewed visible concepts of the brand (GET /customizer/popular/generatedconfigs); empty on failure. */
export const fetchPopularBuilds = (api: ApiClient, locale: string, limit = 6) =>
  api.get<Concept[]>('/customizer/popular/generatedconfigs', { locale, limit }).catch(() => [] as Concept[]);
