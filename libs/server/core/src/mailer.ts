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
