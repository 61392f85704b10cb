/**
 * What the browser builds get for three of react-intl's formatter modules
 * (@formatjs/intl's list, relativeTime and displayName; tools/scripts/rspack-app.cjs).
 *
 * createIntl wires every formatter into the intl object, so a bundler keeps them all, used or
 * not. No browser code formats a list, a relative time or a display name (language and country
 * names come from the catalogues and Intl.DisplayNames directly); leaving the three out saves
 * about half a KiB gzip on every page. Should one be called, it fails loudly rather than quietly
 * formatting nothing. Tests and the server use the real modules.
 */
// Plain JavaScript: it stands in for a module of node_modules, which the build does not transpile.
const unavailable = (name) => () => {
  throw new Error(`intl.${name} is not in the browser build (libs/shared/i18n/src/react/unused-intl-formatters.js)`);
};

export const formatList = unavailable('formatList');
export const formatListToParts = unavailable('formatListToParts');
export const formatRelativeTime = unavailable('formatRelativeTime');
export const formatDisplayName = unavailable('formatDisplayName');
