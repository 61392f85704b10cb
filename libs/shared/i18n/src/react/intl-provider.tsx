/**
 * The shell's react-intl provider for one shop locale. Remotes render inside it, so every
 * remote formats with the same locale and catalogue. react-intl is imported only in src/react;
 * server code that wants the table without React imports '@bike/shared/i18n/locales'.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { localeOrDefault, toBcp47, type LocaleDefinition } from '../locales';

export interface ShopIntlProviderProps {
  /** Shop locale code, 'nl_BE'; an unknown code falls back to en_INT. */
  locale: string;
  /** The catalogue of the locale's language (see loadBrandedMessages). */
  messages: Record<string, string>;
  children?: ReactNode;
}

const ShopLocaleContext = createContext<LocaleDefinition>(localeOrDefault(null));

/** The shop locale of the page (currency, VAT, checkout flags), set by ShopIntlProvider. */
export function useShopLocale(): LocaleDefinition {
  return useContext(ShopLocaleContext);
}

// `process.env.NODE_ENV` is replaced by the bundler; in a browser without that replacement
// `process` does not exist, which must not break rendering.
function isProduction(): boolean {
  try {
    return process.env['NODE_ENV'] === 'production';
  } catch {
    return false;
  }
}

/**
 * Missing translations are expected while a key is being added (the default message shows),
 * so production stays quiet about them; every other formatting error is reported.
 */
export function reportIntlError(error: { code: string; message: string }): void {
  if (error.code === (ReactIntlErrorCode.MISSING_TRANSLATION as string)) {
    if (!isProduction()) console.warn(error.message);
    return;
  }
  console.error(error);
}

export function ShopIntlProvider({ locale, messages, children }: ShopIntlProviderProps) {
  const shopLocale = localeOrDefault(locale);
  return (
    <ShopLocaleContext.Provider value={shopLocale}>
      <IntlProvider locale={toBcp47(shopLocale.code)} defaultLocale="en" messages={messages} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </ShopLocaleContext.Provider>
  );
}
