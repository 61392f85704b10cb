import { renderToStaticMarkup } from 'react-dom/server';
import type { OutgoingMail } from '@bike/server/core';
import { BRAND_DISPLAY_NAMES, type BrandKey } from '@bike/shared/domain';
import { countryNameIn } from '@bike/shared/i18n/locales';
import { translator, type MailCatalogue, type Translate } from './mail-catalogue';
import { MailFrame } from './mail-frame';
import type { MailBlock, MailContext, MailFooterLine } from './mail-blocks';
import { mailLocaleDefinition } from './mail-locale';
import { de } from './mail-messages/de';
import { en, type FrameMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

const FRAME_TEXTS: MailCatalogue<keyof FrameMessages> = { de, en, es, fr, it, nl };

/**
 * A mail kind: its texts (a catalogue of its library) and what it says, as blocks. Add one with
 * defineMail next to the code that sends it; renderMail draws it in the brand's frame.
 */
export interface MailTemplate<Data, Key extends string = string> {
  /** 'account.activation': names the kind in tests and logs. */
  kind: string;
  catalogue: MailCatalogue<Key>;
  subject(t: Translate<Key>, data: Data, mail: MailContext): string;
  body(t: Translate<Key>, data: Data, mail: MailContext): MailBlock[];
  /** Lines above the legal footer (the newsletter's unsubscribe link, why the reader gets the mail). */
  footer?(t: Translate<Key>, data: Data, mail: MailContext): MailFooterLine[];
}

export const defineMail = <Data, Key extends string>(template: MailTemplate<Data, Key>): MailTemplate<Data, Key> => template;

export interface RenderOptions {
  /** The mail's locale, from mailLocale(): its language, market (country) and link prefix. */
  locale: string;
  brand: BrandKey;
  /** The shop's public origin (config.publicOrigin). */
  origin: string;
  to: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The current year of the copyright line. */
const year = () => String(new Date().getUTCFullYear());

export function mailContext(options: RenderOptions): MailContext {
  const locale = mailLocaleDefinition(options.locale);
  const origin = options.origin.replace(/\/+$/, '');
  return {
    locale: locale.code,
    language: locale.language,
    bcp47: locale.iso,
    country: locale.country,
    countryName: countryNameIn(locale.country, locale.language),
    brand: options.brand,
    brandName: BRAND_DISPLAY_NAMES[options.brand] ?? options.brand,
    origin,
    link: (path) => `${origin}/${locale.code}${path && !path.startsWith('/') ? `/${path}` : path}`,
    to: options.to,
  };
}

/** The market's legal footer: brand and country, privacy and terms under the locale, the recipient, copyright. */
function legalFooter(t: Translate<keyof FrameMessages>, mail: MailContext): MailFooterLine[] {
  return [
    { text: t('frame.market', { brand: mail.brandName, country: mail.countryName }) },
    { text: t('frame.privacy'), href: mail.link('/privacy') },
    { text: t('frame.terms'), href: mail.link('/terms-and-conditions') },
    { text: t('frame.sentTo', { email: mail.to }) },
    { text: t('frame.copyright', { year: year(), brand: mail.brandName }) },
  ];
}

/** The plain-text part: the same blocks, a link on a line of its own (nothing glued to it), the footer after "-- ". */
export function textPart(blocks: MailBlock[], footer: MailFooterLine[], greetingText: (name: string | null | undefined) => string): string {
  const paragraphs = blocks.map((block) => {
    switch (block.type) {
      case 'greeting':
        return greetingText(block.name);
      case 'paragraph':
      case 'note':
        return block.text;
      case 'action':
        return `${block.label}:\n${block.href}`;
      case 'rows': {
        const width = Math.max(...block.rows.map((row) => row.label.length));
        return block.rows.map((row) => `${row.label.padEnd(width)}  ${row.value}`).join('\n');
      }
      default:
        return '';
    }
  });
  const footerLines = footer.map((line) => (line.href ? `${line.text}: ${line.href}` : line.text));
  return `${paragraphs.join('\n\n')}\n\n-- \n${footerLines.join('\n')}\n`;
}

/**
 * Renders a mail kind in a locale and brand: the subject, the HTML part (react-email, in the
 * brand's frame) and the plain-text part, both from the same blocks.
 */
/**
 * The doctype react-email's render() writes. Its render() is not used: it loads react-dom/server
 * with a dynamic import (which jest's CommonJS runtime cannot run) and is async; the components'
 * markup is the same through React's own static renderer.
 */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderMail<Data, Key extends string>(template: MailTemplate<Data, Key>, data: Data, options: RenderOptions): RenderedMail {
  const mail = mailContext(options);
  const t = translator(template.catalogue, mail.language, mail.bcp47);
  const frame = translator(FRAME_TEXTS, mail.language, mail.bcp47);
  const subject = template.subject(t, data, mail);
  const blocks = template.body(t, data, mail);
  const footer = [...(template.footer?.(t, data, mail) ?? []), ...legalFooter(frame, mail)];
  const greetingText = (name: string | null | undefined) => (name ? frame('frame.greetingNamed', { name }) : frame('frame.greeting'));
  const preview = blocks.find((block): block is Extract<MailBlock, { type: 'paragraph' }> => block.type === 'paragraph')?.text ?? subject;
  const html =
    DOCTYPE +
    renderToStaticMarkup(
      <MailFrame mail={mail} title={subject} preview={preview} blocks={blocks} footer={footer} greetingText={greetingText} linkFallback={frame('frame.linkFallback')} />,
    );
  return { subject, html, text: textPart(blocks, footer, greetingText) };
}

/** renderMail as the OutgoingMail a Mailer sends (to, subject, both parts, and any extra fields). */
export function composeMail<Data, Key extends string>(
  template: MailTemplate<Data, Key>,
  data: Data,
  options: RenderOptions,
  extra: Pick<OutgoingMail, 'replyTo' | 'headers'> = {},
): OutgoingMail {
  const rendered = renderMail(template, data, options);
  return { to: options.to, ...rendered, ...extra };
}

export const FRAME_CATALOGUE = FRAME_TEXTS;
