/**
 * The part of react-intl that the browser bundles share (issue 9), as browser-router.ts is for
 * react-router. A shared module keeps every export, since a remote deployed later may import
 * any; for react-intl that meant its HOC (injectIntl, with hoist-non-react-statics) and a dozen
 * Formatted* components nobody uses. The browser build resolves 'react-intl' to this module
 * (tools/scripts/federation.cjs), so `import { useIntl } from 'react-intl'` anywhere still gets
 * the one shared provider context, and the bundler drops the rest.
 *
 * Browser code may import only what is listed here; tools/scripts/package-slices.spec.ts checks
 * every app. Server code, tests and type imports use the real package.
 */
export { FormattedMessage, RawIntlProvider, ReactIntlErrorCode, createIntl, createIntlCache, useIntl } from 'react-intl';
