import type { MailBlock } from '@bike/server/mail';
import { isLocaleCode, toBcp47 } from '@bike/shared/i18n/locales';

/**
 * Small pieces the mails of shoppers' requests share (the dealer request here, the contact and
 * fitting requests in @bike/server/contact): the shopper's own words as paragraphs, and the
 * language they wrote in, named in the reader's language.
 */

/**
 * A letter the schema normalised (paragraphs split by one blank line) as paragraph blocks: the
 * text part reads exactly as typed, the HTML part gets a paragraph each.
 */
export const letterBlocks = (letter: string | null | undefined): MailBlock[] =>
  (letter ?? '').split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '').map((text) => ({ type: 'paragraph', text }));

/**
 * "Niederländisch (Belgien)": the language of the page a shopper wrote from, in the reader's
 * language, so a dealer or customer service knows which language to answer in. Null without a
 * known locale.
 */
export function spokenLanguage(locale: string | null | undefined, readerBcp47: string): string | null {
  if (!isLocaleCode(locale)) return null;
  try {
    return new Intl.DisplayNames([readerBcp47], { type: 'language', languageDisplay: 'standard' }).of(toBcp47(locale)) ?? null;
  } catch {
    return null;
  }
}
