/**
 * The translator a component calls `t`: `t('cart.title')`, `t('common.itemsInCart', { count })`.
 * It replaces the `const t = (id, values) => intl.formatMessage({ id }, values)` every component
 * used to write for itself (issue 31). Lives here, beside the providers, because this library is
 * one of the modules every remote takes from the shell's registry (tools/scripts/federation.cjs),
 * and every remote's messages.ts already imports it: a remote that calls useT adds no module to
 * its own chunks, and the shell bundles the hook once.
 */
import { useCallback, type ReactNode } from 'react';
import { useIntl, type PrimitiveType } from 'react-intl';

/** A rich-text tag's formatter: `<link>…</link>` in a message is given the chunks between its tags. */
type TagFormatter<T> = (chunks: Array<string | T>) => string | T | Array<string | T>;

/** Text with plain values; with React elements among them (rich text) the answer may be elements too, as formatMessage's. */
export interface Translate {
  (id: string, values?: Record<string, PrimitiveType | TagFormatter<string>>): string;
  <T extends ReactNode>(id: string, values?: Record<string, PrimitiveType | T | TagFormatter<T>>): string | T | Array<string | T>;
}

/** The page's messages as `t(id, values?)`, the same function for as long as the locale and catalogue are (safe in effect and memo dependencies). */
export function useT(): Translate {
  const intl = useIntl();
  // Written with the plain-text signature; formatMessage itself takes elements as values too,
  // which is what the second signature of Translate says.
  return useCallback((id: string, values?: Record<string, PrimitiveType | TagFormatter<string>>) => intl.formatMessage({ id }, values), [intl]) as Translate;
}
