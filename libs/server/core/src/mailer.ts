import { singleLine } from '@bike/shared/domain';

/** One interface for outgoing mail; libs/server/mail provides the SMTP and outbox versions. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a dealer answering a shopper's request); the sender stays the shop. */
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe of RFC 8058 on newsletter mails); SMTP only, the outbox keeps none. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** A header field name (RFC 5322: printable ASCII but the colon). */
const FIELD_NAME = /^[\x21-\x39\x3b-\x7e]+$/;

/**
 * The mail as it may leave the shop: every header field (to, subject, reply-to, extra headers)
 * on one line (singleLine), and extra headers with a name that is not a field name dropped. A
 * subject or name holding CR/LF, NEL or U+2028 can then neither add a header (Bcc:) nor look
 * like one in a mail client. Every Mailer of libs/server/mail sends through this, so no builder
 * has to remember it. Bodies keep their lines.
 */
export function sendableMail(mail: OutgoingMail): OutgoingMail {
  const headers = mail.headers
    ? Object.fromEntries(Object.entries(mail.headers).filter(([name]) => FIELD_NAME.test(name)).map(([name, value]) => [name, singleLine(value)]))
    : undefined;
  return {
    ...mail,
    to: singleLine(mail.to),
    subject: singleLine(mail.subject),
    ...(mail.replyTo !== undefined ? { replyTo: singleLine(mail.replyTo) } : {}),
    ...(headers ? { headers } : {}),
  };
}
