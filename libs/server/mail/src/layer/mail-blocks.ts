import type { BrandKey } from '@bike/shared/domain';
import type { Country, Language, LocaleCode } from '@bike/shared/i18n/locales';

/**
 * What a mail kind says, as blocks the frame draws twice: as HTML (mail-frame.tsx) and as the
 * plain-text part (mail-text-part.ts), so the two parts always say the same.
 */
export type MailBlock =
  /** "Hello {name}," (or "Hello," without a name) in the mail's language. */
  | { type: 'greeting'; name?: string | null }
  | { type: 'paragraph'; text: string }
  /** Small print (muted). */
  | { type: 'note'; text: string }
  /** The one thing to do: a button in HTML, the label and the link on a line of its own in text. */
  | { type: 'action'; href: string; label: string }
  /** Label/value lines (an order's lines and totals). */
  | { type: 'rows'; rows: Array<{ label: string; value: string; strong?: boolean }> };

/** A line of the footer: text, a link when href is given. */
export interface MailFooterLine {
  text: string;
  href?: string;
}

/** What a template knows about the mail it writes: its locale, market and brand, and how to link into the shop. */
export interface MailContext {
  locale: LocaleCode;
  language: Language;
  /** BCP 47 tag of the locale (de-CH), for the html lang and number formats. */
  bcp47: string;
  /** The market: the locale's country. */
  country: Country;
  countryName: string;
  brand: BrandKey;
  brandName: string;
  /** The shop's public origin without a trailing slash. */
  origin: string;
  /** An absolute link into the shop under the mail's locale: link('/account') → https://…/nl_BE/account. */
  link(path: string): string;
  /** The recipient. */
  to: string;
}
