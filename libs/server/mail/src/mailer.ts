import nodemailer from 'nodemailer';
import { sendableMail, type Db, type Mailer, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import { outbox } from './schema';

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every mail lands in the outbox
 * table, so the shop runs (and its mail flows can be tested) with no mail server at all.
 * Each mailer here hands sendableMail's copy on (header fields on one line), whoever built it.
 */
export function createMailer(config: ServerConfig, db: Db): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(db);
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(given) {
      const mail = sendableMail(given);
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), ...(mail.headers ? { headers: mail.headers } : {}) });
    },
  };
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(given) {
      const mail = sendableMail(given);
      await db.insert(outbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      });
    },
  };
}

/** For unit tests: keeps mails in memory, newest last. */
export interface MemoryMailer extends Mailer {
  readonly sent: OutgoingMail[];
  /** The newest mail to an address, if any. */
  lastTo(to: string): OutgoingMail | undefined;
}

export function createMemoryMailer(): MemoryMailer {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(sendableMail(mail));
    },
    lastTo(to) {
      return [...sent].reverse().find((mail) => mail.to.toLowerCase() === to.toLowerCase());
    },
  };
}
