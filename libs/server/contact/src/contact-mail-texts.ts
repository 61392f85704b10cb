import type { BrandKey } from '@bike/shared/domain';
import type { MailCatalogue } from '@bike/server/mail';
import { de } from './mail-messages/de';
import { en, type ContactMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

/** The texts of this library's mails (contact and fitting), six languages: ./mail-messages. */
export type ContactMailKey = keyof ContactMailMessages;
export const CONTACT_MAIL_TEXTS: MailCatalogue<ContactMailKey> = { de, en, es, fr, it, nl };

/** Where a mail is sent from: the brand of the site the request came from, and the shop's public origin. */
export interface Sending {
  brand: BrandKey;
  origin: string;
}
