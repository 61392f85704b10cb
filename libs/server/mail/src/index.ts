export * from './schema';
export { createMailer, createSmtpMailer, createOutboxMailer, createMemoryMailer, type MemoryMailer } from './mailer';
export { registerMailRoutes } from './mailbox-routes';
export { fillTemplate, letterMail, mailLanguageOf, type MailLanguage } from './mail-text';
// Kept for the mail builders that import it from here; the one copy lives in @bike/server/core.
export { escapeHtml } from '@bike/server/core';
