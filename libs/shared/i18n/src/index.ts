// Public surface of the i18n library: the locale table of spec point 2, route names and the
// locale prefix, the shared react-intl catalogue (English bundled, others on demand) and the
// helpers the remotes' own catalogues use, formatting, the react-intl providers and the useT
// translator (src/react: the only modules here that import React).
export * from './locales';
export { COUNTRIES, HOME_DELIVERY_PRICES, type CountryFacts, type Market } from './countries';
export * from './locale-prefix';
export * from './format';
export * from './messages';
export * from './react/intl-provider';
export * from './react/use-t';
