export * from './words';
export * from './synonyms';
export * from './trigrams';
export * from './text-search-index';
