import type { OutgoingMail, ServerConfig } from '@bike/server/core';
import { frameWarranty, type BrandKey, type FrameWarranty, type RegistrationRejectionReason } from '@bike/shared/domain';
import { composeMail, defineMail, mailLocale, type MailBlock, type MailCatalogue, type MailContext, type Translate } from '@bike/server/mail';
import { de } from './mail-messages/de';
import { en, type WarrantyMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

/**
 * The warranty mails (issue 33): a bike registered, and an admin's decision on a registration,
 * drawn by the mail layer in the rider's language (mailLocale: the account's language setting,
 * else the locale of the page the bike was registered from) and in the brand of the registration.
 * Both name the bike as the factory recorded it and the frame warranty it has now. Texts:
 * ./mail-messages, six languages.
 */
type Key = keyof WarrantyMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

/** The registered bike as a mail names it: the factory's record of the frame and what the rider entered. */
export interface MailBike {
  title: string;
  /** The platform code, shown beside the title when the title does not say it already. */
  model: string | null;
  size: string | null;
  /** The paint, already in the mail's language (design-names.ts). */
  design: string | null;
  serial: string;
  /** ISO date the rider entered. */
  purchaseDate: string;
  /** The dealer's name; null for a bike sold online. */
  dealer: string | null;
}

export interface BikeRegisteredData {
  firstName: string;
  bike: MailBike;
  /** The warranty the registration gives (frameWarranty of a submitted registration). */
  warranty: FrameWarranty;
}

export interface RegistrationDecisionData {
  firstName: string;
  registrationId: string;
  bike: MailBike;
  decision: { status: 'approved' | 'rejected'; reason: RegistrationRejectionReason | null; note: string | null };
  /** The warranty after the decision: the longer one when approved, the standard one when rejected. */
  warranty: FrameWarranty;
}

/** A day as the mail's locale writes it ("12 april 2030", "12. April 2030"). */
const longDate = (isoDate: string, mail: MailContext) => new Intl.DateTimeFormat(mail.bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

const bikeName = (bike: MailBike) => (bike.model && !bike.title.toLowerCase().includes(bike.model.toLowerCase()) ? `${bike.title} (${bike.model})` : bike.title);

/** The bike's facts as label/value rows; what is not known is left out. */
function bikeRows(t: Translate<Key>, bike: MailBike, warranty: FrameWarranty, mail: MailContext): MailBlock {
  const rows = [
    { label: t('bike.name'), value: bikeName(bike) },
    bike.size ? { label: t('bike.size'), value: bike.size } : null,
    bike.design ? { label: t('bike.colour'), value: bike.design } : null,
    { label: t('bike.serial'), value: bike.serial },
    { label: t('bike.purchaseDate'), value: longDate(bike.purchaseDate, mail) },
    bike.dealer ? { label: t('bike.dealer'), value: bike.dealer } : null,
    { label: t('bike.warranty'), value: t('bike.warrantyTerm', { years: warranty.years, until: longDate(warranty.until, mail) }), strong: true },
  ];
  return { type: 'rows', rows: rows.filter((row): row is NonNullable<typeof row> => row !== null) };
}

/** The standard term (no registration) and the registered one, for the same purchase date. */
const standardTerm = (purchaseDate: string) => frameWarranty(purchaseDate, null);
const registeredTerm = (purchaseDate: string) => frameWarranty(purchaseDate, 'approved');

export const bikeRegisteredTemplate = defineMail<BikeRegisteredData, Key>({
  kind: 'warranty.bike-registered',
  catalogue: TEXTS,
  subject: (t, data) => t('registered.subject', { years: data.warranty.years }),
  body: (t, data, mail) => {
    const standard = standardTerm(data.bike.purchaseDate);
    return [
      { type: 'greeting', name: data.firstName },
      { type: 'paragraph', text: t('registered.intro', { title: data.bike.title, brand: mail.brandName }) },
      bikeRows(t, data.bike, data.warranty, mail),
      { type: 'paragraph', text: t('registered.warranty', { years: data.warranty.years, standard: standard.years, until: longDate(data.warranty.until, mail) }) },
      { type: 'paragraph', text: t('registered.review') },
      { type: 'action', href: mail.link('/account/equipment'), label: t('registered.action') },
      { type: 'note', text: t('registered.ifRejected', { standard: standard.years, standardUntil: longDate(standard.until, mail) }) },
    ];
  },
});

const REASON_KEYS: Record<Exclude<RegistrationRejectionReason, 'other'>, Key> = {
  persons: 'rejected.reason.persons',
  serialMismatch: 'rejected.reason.serialMismatch',
  proofUnreadable: 'rejected.reason.proofUnreadable',
  notOurBike: 'rejected.reason.notOurBike',
};

/**
 * Approved: the frame warranty's term and end, and the bikes page. Rejected: why (the reason in
 * the rider's language, the admin's note as written), the warranty the frame keeps, and what to
 * do next: correct the registration and send it again, or, when the bike is not one of ours,
 * ask customer service (correcting the photos would not change that).
 */
export const registrationDecisionTemplate = defineMail<RegistrationDecisionData, Key>({
  kind: 'warranty.registration-decision',
  catalogue: TEXTS,
  subject: (t, data) => t(data.decision.status === 'approved' ? 'approved.subject' : 'rejected.subject'),
  body: (t, data, mail) => {
    const { decision, bike, warranty } = data;
    const greeting: MailBlock = { type: 'greeting', name: data.firstName };
    if (decision.status === 'approved') {
      return [
        greeting,
        { type: 'paragraph', text: t('approved.intro', { title: bike.title }) },
        bikeRows(t, bike, warranty, mail),
        { type: 'paragraph', text: t('approved.warranty', { years: warranty.years, until: longDate(warranty.until, mail) }) },
        { type: 'action', href: mail.link('/account/equipment'), label: t('approved.action') },
      ];
    }
    const notOurs = decision.reason === 'notOurBike';
    const blocks: MailBlock[] = [greeting, { type: 'paragraph', text: t('rejected.intro', { title: bike.title }) }];
    if (decision.reason && decision.reason !== 'other') blocks.push({ type: 'paragraph', text: t(REASON_KEYS[decision.reason]) });
    if (decision.note) blocks.push({ type: 'paragraph', text: t('rejected.note', { note: decision.note }) });
    blocks.push(bikeRows(t, bike, warranty, mail), { type: 'paragraph', text: t('rejected.standard', { years: warranty.years, until: longDate(warranty.until, mail) }) });
    if (notOurs) {
      blocks.push({ type: 'paragraph', text: t('rejected.nextNotOurs') }, { type: 'action', href: mail.link('/support'), label: t('rejected.contact') });
    } else {
      blocks.push(
        { type: 'paragraph', text: t('rejected.next', { extended: registeredTerm(bike.purchaseDate).years }) },
        { type: 'action', href: mail.link(`/bike-registration?id=${encodeURIComponent(data.registrationId)}`), label: t('rejected.action') },
      );
    }
    return blocks;
  },
});

/** The rider a warranty mail goes to; locale is the account's language setting. */
export interface WarrantyMailReader {
  email: string;
  firstName: string;
  locale: string | null;
}

/** The locale of a rider's warranty mail: the account's setting, else the page the bike was registered from. */
export const warrantyMailLocale = (reader: Pick<WarrantyMailReader, 'locale'>, pageLocale: string | null) => mailLocale({ account: reader.locale, page: pageLocale });

export function bikeRegisteredMail(config: ServerConfig, brand: BrandKey, reader: WarrantyMailReader, pageLocale: string | null, data: Omit<BikeRegisteredData, 'firstName'>): OutgoingMail {
  const locale = warrantyMailLocale(reader, pageLocale);
  return composeMail(bikeRegisteredTemplate, { ...data, firstName: reader.firstName }, { locale, brand, origin: config.publicOrigin, to: reader.email });
}

export function registrationDecisionMail(
  config: ServerConfig,
  brand: BrandKey,
  reader: WarrantyMailReader,
  pageLocale: string | null,
  data: Omit<RegistrationDecisionData, 'firstName'>,
): OutgoingMail {
  const locale = warrantyMailLocale(reader, pageLocale);
  return composeMail(registrationDecisionTemplate, { ...data, firstName: reader.firstName }, { locale, brand, origin: config.publicOrigin, to: reader.email });
}
