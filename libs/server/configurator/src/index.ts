/**
 * The configurator (spec points 1, 3, 4, 7): configurable models read from the catalogue, the
 * swappable parts, and concepts (saved configurations) with their codes, views and visibility.
 * The rules (price, delivery, size finder, code alphabet) live in the shared domain library, so
 * the browser and this service answer the same.
 */
export * from './schema';
export { registerConfiguratorRoutes, CONCEPT_LIST_LIMIT, CODE_MISSES, ANONYMOUS_SAVES, SHEET_RENDERS, VIEWS_PER_VISITOR_DAY, checksumOf, type ConfiguratorRouteOptions } from './configurator-routes';
export { loadCustomizerModel, type ModelLocale } from './customizer-model';
export { conceptImage } from './concept-view';
export { resolveConceptLines, reserveParts, releaseParts, isConceptLineId, PartsOutOfStockError, type ConceptLine } from './concept-lines';
export { readCustomizerModel } from './customizer-model';
