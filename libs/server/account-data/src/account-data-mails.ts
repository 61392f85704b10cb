import type { OutgoingMail, ServerConfig } from '@bike/server/core';
import { FRAME_WARRANTY_YEARS, type BrandKey } from '@bike/shared/domain';
import { composeMail, defineMail, mailLocale, type MailCatalogue } from '@bike/server/mail';
import { de } from './mail-messages/de';
import { en, type AccountDataMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

/**
 * The last mail to a deleted account's address (issue 33), drawn by the mail layer in the
 * account's language (else the page's the deletion came from) and the brand of the site: what was
 * deleted and what the shop keeps, as deleteAccount does it (orders stay as accounting records,
 * newsletter subscriptions end). No link to log in: there is no account left to log in to.
 * Texts: ./mail-messages, six languages.
 */
type Key = keyof AccountDataMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

export const accountDeletedTemplate = defineMail<{ firstName: string }, Key>({
  kind: 'account.deleted',
  catalogue: TEXTS,
  subject: (t, _data, mail) => t('deleted.subject', { brand: mail.brandName }),
  body: (t, data, mail) => [
    { type: 'greeting', name: data.firstName },
    { type: 'paragraph', text: t('deleted.intro', { brand: mail.brandName }) },
    { type: 'paragraph', text: t('deleted.gone') },
    { type: 'paragraph', text: t('deleted.newsletter') },
    { type: 'paragraph', text: t('deleted.kept') },
    // Registrations went with the account, so a registered bike is back to the standard term.
    { type: 'paragraph', text: t('deleted.warranty', { years: FRAME_WARRANTY_YEARS }) },
    { type: 'note', text: t('deleted.notYou') },
  ],
});

/** The account as it was just before deletion; locale is its language setting. */
export interface DeletedAccount {
  email: string;
  firstName: string;
  locale: string | null;
}

export function accountDeletedMail(config: ServerConfig, brand: BrandKey, account: DeletedAccount, pageLocale: string | null): OutgoingMail {
  const locale = mailLocale({ account: account.locale, page: pageLocale });
  return composeMail(accountDeletedTemplate, { firstName: account.firstName }, { locale, brand, origin: config.publicOrigin, to: account.email });
}
