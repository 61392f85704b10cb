import type { ApiClient } from '@bike/shared/api-client';
import type { Concept, ConfigurationChoices, CustomizerModel } from '@bike/shared/domain/configurator';

/** The configurator's calls of spec point 7 (the service is libs/server/configurator). */
export const fetchCustomizerModel = (api: ApiClient, code: string, locale: string) =>
  api.get<CustomizerModel>(`/V1/customizer/model/${encodeURIComponent(code)}`, { locale });

export const fetchConcept = (api: ApiClient, code: string, locale: string) => api.get<Concept>(`/b2c/v1/concepts/${encodeURIComponent(code)}`, { locale });

export const saveConcept = (api: ApiClient, model: string, choices: ConfigurationChoices, locale: string) =>
  api.post<Concept>('/b2c/v1/concepts', { model, locale, choices });

/** Counts the visit of a concept page (once per visitor per day); a failure is not the visitor's problem. */
export const countConceptView = (api: ApiClient, code: string) => api.post('/b2c/v1/concepts/views/update', { code }).catch(() => undefined);
