import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CHOICE_KEYS, CONTACT_LIMITS, type BrandKey, type ConfiguratorHelpInput } from '@bike/shared/domain';
import { isLocaleCode } from '@bike/shared/i18n/locales';
import { RateLimiter, sharedLimiterOptions, type OutgoingMail, type ServerContext } from '@bike/server/core';
import { optionalUser, users } from '@bike/server/accounts';
import { catalogueLanguage, letterBlocks, requireLocale, spokenLanguage } from '@bike/server/catalogue';
import { composeMail, defineMail, mailLocale, type MailBlock, type MailCatalogue } from '@bike/server/mail';
import { readCustomizerModel } from './customizer-model';
import { de } from './mail-messages/de';
import { en, type HelpMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

/**
 * The chat helper's mails (issue 33), drawn by the mail layer of @bike/server/mail in the brand
 * of the site the rider wrote from: the question to the brand's support mailbox (its working
 * language, English; replying reaches the rider) and the rider's copy in the rider's language
 * (replying reaches support). Texts: ./mail-messages. Kept out of configurator-routes.ts, whose
 * help route only calls sendHelpMails.
 */
type Key = keyof HelpMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

/** Support reads English, like customer service. */
export const SUPPORT_LOCALE = 'en_INT';

export interface HelpMailData {
  input: Pick<ConfiguratorHelpInput, 'name' | 'email' | 'message' | 'model' | 'choices' | 'locale'>;
  /** The model's name in the reader's language (its code when the catalogue has none). */
  modelTitle: string;
  /**
   * The typed address is the signed-in account's own, proven by a mailed link. Only then does the
   * rider's copy repeat the typed name and question: a copy to an address typed into a public
   * form must not carry words of whoever typed it (as the contact form's receipt).
   */
  provenAddress: boolean;
}

/** The build the rider was looking at, as a configurator path with its choices (no locale). */
export function buildPath(input: Pick<ConfiguratorHelpInput, 'model' | 'choices'>): string {
  const choices = input.choices ? CHOICE_KEYS.filter((k) => input.choices![k]).map((k) => `${k}=${encodeURIComponent(input.choices![k]!)}`) : [];
  return `/configurator/${encodeURIComponent(input.model)}${choices.length ? `?${choices.join('&')}` : ''}`;
}

/** To support: who asks, in which language, what, and the build with a link that opens it as the rider saw it (under the rider's locale). */
export const supportHelpTemplate = defineMail<HelpMailData, Key>({
  kind: 'configurator.help-support',
  catalogue: TEXTS,
  subject: (t, { input }) => t('support.subject', { model: input.model }),
  body: (t, { input, modelTitle, provenAddress }, mail) => {
    const language = spokenLanguage(input.locale, mail.bcp47);
    const choices = CHOICE_KEYS.filter((k) => input.choices?.[k]).map((k) => ({ label: k, value: input.choices![k]! }));
    return [
      { type: 'paragraph', text: t('support.intro', { brand: mail.brandName }) },
      {
        type: 'rows',
        rows: [
          { label: t('row.name'), value: input.name, strong: true },
          { label: t('row.email'), value: t(provenAddress ? 'support.emailProven' : 'support.emailUnproven', { email: input.email }) },
          ...(language ? [{ label: t('row.language'), value: language }] : []),
        ],
      },
      { type: 'paragraph', text: t('support.question') },
      ...letterBlocks(input.message),
      { type: 'paragraph', text: t('support.build') },
      { type: 'rows', rows: [{ label: t('row.model'), value: modelTitle === input.model ? input.model : `${modelTitle} (${input.model})` }, ...choices] },
      { type: 'action', href: `${mail.origin}/${isLocaleCode(input.locale) ? input.locale : mail.locale}${buildPath(input)}`, label: t('support.action') },
      { type: 'note', text: t('support.reply') },
    ];
  },
});

/** The rider's copy: that the question arrived, when the answer comes, and the build's link under the rider's locale. */
export const riderHelpCopyTemplate = defineMail<HelpMailData, Key>({
  kind: 'configurator.help-copy',
  catalogue: TEXTS,
  subject: (t, { modelTitle }) => t('copy.subject', { model: modelTitle }),
  body: (t, { input, modelTitle, provenAddress }, mail) => {
    const blocks: MailBlock[] = [
      { type: 'greeting', name: provenAddress ? input.name : null },
      { type: 'paragraph', text: t('copy.intro', { brand: mail.brandName, model: modelTitle }) },
      ...(provenAddress ? [{ type: 'paragraph', text: t('copy.question') } as const, ...letterBlocks(input.message)] : []),
      { type: 'paragraph', text: t('copy.next') },
      { type: 'paragraph', text: t('copy.build') },
      { type: 'action', href: mail.link(buildPath(input)), label: t('copy.action') },
      { type: 'paragraph', text: t('copy.add') },
      { type: 'paragraph', text: t('signOff', { brand: mail.brandName }) },
    ];
    return blocks;
  },
});

interface Sending {
  brand: BrandKey;
  origin: string;
}

/** To the support mailbox, in English; the rider as reply-to. */
export function supportHelpMail(sending: Sending, mailbox: string, data: HelpMailData): OutgoingMail {
  return composeMail(supportHelpTemplate, data, { locale: SUPPORT_LOCALE, ...sending, to: mailbox }, { replyTo: data.input.email });
}

/** To the rider, in the locale mailLocale chose; a reply reaches support. */
export function riderHelpCopy(sending: Sending, locale: string, supportMailbox: string, data: HelpMailData): OutgoingMail {
  return composeMail(riderHelpCopyTemplate, data, { locale, ...sending, to: data.input.email }, { replyTo: supportMailbox });
}

/** The model's name in a locale's language; its code when the locale or the model cannot be read. */
async function modelTitleIn(ctx: ServerContext, code: string, brand: string, localeCode: string): Promise<string> {
  try {
    const locale = await requireLocale(ctx.db, localeCode);
    const model = await readCustomizerModel(ctx.db, code, brand, { code: locale.code, currency: locale.currency, vat: locale.vat, language: catalogueLanguage(locale.language) });
    return model?.title || code;
  } catch {
    return code;
  }
}

/**
 * Sends the chat helper's question to support (a failure fails the call, as before) and a copy
 * to the rider. The copy goes to a typed address, so it is limited per address like the contact
 * form's receipts (CONTACT_LIMITS.perEmail); over the limit, or when it cannot leave, only the
 * copy is skipped: support has the question either way.
 */
export function helpMailSender(ctx: ServerContext) {
  const copies = new RateLimiter('configurator-help-copy', CONTACT_LIMITS.perEmail, sharedLimiterOptions(ctx));
  return async function sendHelpMails(request: FastifyRequest, brand: BrandKey, input: ConfiguratorHelpInput): Promise<void> {
    const sending = { brand, origin: ctx.config.publicOrigin };
    const mailbox = ctx.config.supportMailbox.replace('{brand}', brand);
    const user = await optionalUser(request, ctx);
    const provenAddress = !!user?.emailVerified && user.email.toLowerCase() === input.email.toLowerCase();
    const data = { input, provenAddress };
    await ctx.mailer.send(supportHelpMail(sending, mailbox, { ...data, modelTitle: await modelTitleIn(ctx, input.model, brand, SUPPORT_LOCALE) }));

    if ((await copies.hit(input.email.toLowerCase())) > 0) return;
    // The rider's language: the account's setting when the address is the signed-in account's own, else the page's.
    const [account] = provenAddress ? await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, user!.id)) : [];
    const locale = mailLocale({ account: account?.locale, page: input.locale });
    const copy = riderHelpCopy(sending, locale, mailbox, { ...data, modelTitle: await modelTitleIn(ctx, input.model, brand, locale) });
    await ctx.mailer.send(copy).catch((error: unknown) => request.log.error({ code: (error as { code?: unknown }).code }, 'configurator help copy could not be sent'));
  };
}
