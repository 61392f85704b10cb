import type { OutgoingMail } from '@bike/server/core';
import type { BrandKey } from '@bike/shared/domain';
import { composeMail, defineMail, type MailBlock, type MailCatalogue } from '@bike/server/mail';
import { de } from './mail-messages/de';
import { en, type JobMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

/**
 * The job mails (issue 33), drawn by the mail layer of @bike/server/mail in the brand of the
 * site the application came from: the application to the jobs mailbox (its working language,
 * English) and the applicant's receipt in the applicant's language. Texts: ./mail-messages.
 */
type Key = keyof JobMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

/** The jobs mailbox reads English, like customer service and support. */
export const JOBS_MAILBOX_LOCALE = 'en_INT';

export interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
}

/** Where a mail is sent from: the brand of the site the request came from, and the shop's public origin. */
export interface Sending {
  brand: BrandKey;
  origin: string;
}

/** A letter the schema normalised (paragraphs split by one blank line) as paragraph blocks: the text part reads as typed. */
const letterBlocks = (letter: string): MailBlock[] => letter.split(/\n{2,}/).filter((p) => p.trim() !== '').map((text) => ({ type: 'paragraph', text }));

const fullName = (applicant: Applicant) => `${applicant.firstName} ${applicant.lastName}`.trim();

export interface ApplicationMailData {
  applicant: Applicant;
  vacancyTitle: string;
  motivation: string;
  phone: string | null;
  /** The CV's absolute link (an admin-only upload link, /b2c/v1/uploads/{id}/original). */
  cvLink: string;
}

/** To the jobs mailbox: who, for what, where the CV is (admins may open it) and their letter. Replying reaches the applicant. */
export const applicationTemplate = defineMail<ApplicationMailData, Key>({
  kind: 'jobs.application',
  catalogue: TEXTS,
  subject: (t, data) => t('application.subject', { job: data.vacancyTitle, name: fullName(data.applicant) }),
  body: (t, data, mail) => [
    { type: 'paragraph', text: t('application.intro', { brand: mail.brandName }) },
    {
      type: 'rows',
      rows: [
        { label: t('row.job'), value: data.vacancyTitle, strong: true },
        { label: t('row.name'), value: fullName(data.applicant) },
        { label: t('row.email'), value: data.applicant.email },
        ...(data.phone ? [{ label: t('row.phone'), value: data.phone }] : []),
      ],
    },
    { type: 'action', href: data.cvLink, label: t('application.cv') },
    { type: 'paragraph', text: t('application.letter') },
    ...letterBlocks(data.motivation),
    { type: 'note', text: t('application.reply') },
  ],
});

export interface ReceiptMailData {
  firstName: string;
  vacancyId: number;
  /** The job's title in the receipt's language (the page's when the job has none in it). */
  vacancyTitle: string;
}

/** To the applicant: which job, that it arrived, what happens next, and the job's page under the reader's locale. */
export const applicationReceiptTemplate = defineMail<ReceiptMailData, Key>({
  kind: 'jobs.application-receipt',
  catalogue: TEXTS,
  subject: (t, data) => t('receipt.subject', { job: data.vacancyTitle }),
  body: (t, data, mail) => [
    { type: 'greeting', name: data.firstName },
    { type: 'paragraph', text: t('receipt.intro', { job: data.vacancyTitle, brand: mail.brandName }) },
    { type: 'paragraph', text: t('receipt.next') },
    { type: 'action', href: mail.link(`/jobs/${data.vacancyId}`), label: t('receipt.action') },
    { type: 'paragraph', text: t('receipt.add') },
    { type: 'paragraph', text: t('receipt.signOff', { brand: mail.brandName }) },
  ],
});

/** The application to the jobs mailbox, the applicant as reply-to. */
export function applicationMail(sending: Sending, mailbox: string, data: ApplicationMailData): OutgoingMail {
  return composeMail(applicationTemplate, data, { locale: JOBS_MAILBOX_LOCALE, ...sending, to: mailbox }, { replyTo: data.applicant.email });
}

/** The receipt in the locale mailLocale chose for the applicant; a reply reaches the jobs mailbox. */
export function applicationReceiptMail(sending: Sending, locale: string, applicant: Applicant, mailbox: string, vacancy: { id: number; title: string }): OutgoingMail {
  return composeMail(
    applicationReceiptTemplate,
    { firstName: applicant.firstName, vacancyId: vacancy.id, vacancyTitle: vacancy.title },
    { locale, ...sending, to: applicant.email },
    { replyTo: mailbox },
  );
}
