// Public surface of the i18n library: the locale table of spec point 2, route names and the
// locale prefix, react-intl catalogues (English bundled, others on demand), formatting, and
// the react-intl provider (the only module here that imports React).
export * from './locales';
export { COUNTRIES, HOME_DELIVERY_PRICES, type CountryFacts, type Market } from './countries';
export * from './locale-prefix';
export * from './format';
export * from './messages';
export * from './react/intl-provider';
