import type { BrandKey } from '@bike/shared/domain';
import { LANGUAGES } from '@bike/shared/i18n/locales';
import { renderMail, type MailTemplate, type RenderedMail } from './render-mail';
import { htmlProblems } from './well-formed';

/**
 * The check every mail kind's test runs (issue 33): rendered in all six languages, each part
 * there, the HTML well-formed, every link absolute on the shop's origin and, into the shop's
 * pages, under the mail's locale (the API's own links, /b2c/…, such as the newsletter's
 * confirm link, have no locale), and no English left in a mail that is not English.
 */
export const CHECK_LOCALES = { de: 'de_CH', en: 'en_GB', es: 'es_ES', fr: 'fr_BE', it: 'it_IT', nl: 'nl_BE' } as const;
const ORIGIN = 'https://shop.test';
/** Words that give away an English sentence in a mail that is not English. */
export const ENGLISH_GIVEAWAYS = /\b(the|your|you|please|hello|thank|click|follow this|did not|ignore this)\b/i;

export function mailKindProblems<Data, Key extends string>(template: MailTemplate<Data, Key>, data: Data, brand: BrandKey = 'ardenne'): { problems: string[]; mails: Record<string, RenderedMail> } {
  const problems: string[] = [];
  const mails: Record<string, RenderedMail> = {};
  for (const language of LANGUAGES) {
    const locale = CHECK_LOCALES[language];
    const where = `${template.kind} ${locale}`;
    const mail = renderMail(template, data, { locale, brand, origin: ORIGIN, to: 'reader@example.com' });
    mails[locale] = mail;
    if (!mail.subject.trim()) problems.push(`${where}: no subject`);
    if (!mail.text.trim()) problems.push(`${where}: no text part`);
    for (const problem of htmlProblems(mail.html)) problems.push(`${where}: HTML ${problem}`);
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const href of hrefs) {
      if (!href.startsWith(`${ORIGIN}/`)) problems.push(`${where}: link not absolute on the shop: ${href}`);
      else if (!href.startsWith(`${ORIGIN}/b2c/`) && !new RegExp(`^${ORIGIN}/${locale}(?:[/?#]|$)`).test(href)) problems.push(`${where}: link not under ${locale}: ${href}`);
      if (!mail.text.includes(href) && !/\/(privacy|terms-and-conditions)$/.test(href) && href !== `${ORIGIN}/${locale}`) problems.push(`${where}: link missing in the text part: ${href}`);
    }
    if (language !== 'en') {
      const words = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '');
      const english = ENGLISH_GIVEAWAYS.exec(words);
      if (english) problems.push(`${where}: English "${english[0]}" in: ${words.slice(Math.max(0, english.index - 40), english.index + 40)}`);
    }
  }
  return { problems, mails };
}
