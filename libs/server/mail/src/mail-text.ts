import { escapeHtml, type OutgoingMail } from '@bike/server/core';
import { LANGUAGES, type Language } from '@bike/shared/i18n/locales';

/**
 * Small pieces for mails written from a text table per language on the server (the shop's i18n
 * catalogues are the browser's): the reader's language, `{name}` placeholders, and a plain
 * letter of paragraphs in text and HTML.
 */
export type MailLanguage = Language;

/** The language of a locale (nl_BE → nl); English for anything the shop does not write in. */
export function mailLanguageOf(locale: string | null | undefined): MailLanguage {
  const language = (locale ?? '').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(language) ? (language as MailLanguage) : 'en';
}

/** Fills `{name}` placeholders; an unknown one becomes empty (never the placeholder itself). */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A letter: each paragraph a block of its own, separated by an empty line in the text and a `<p>`
 * in HTML, where a paragraph's own line breaks become `<br>`; everything escaped.
 */
export function letterMail(parts: { to: string; subject: string; paragraphs: string[]; replyTo?: string }): OutgoingMail {
  const html = parts.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return {
    to: parts.to,
    subject: parts.subject,
    text: parts.paragraphs.join('\n\n'),
    html,
    ...(parts.replyTo ? { replyTo: parts.replyTo } : {}),
  };
}
