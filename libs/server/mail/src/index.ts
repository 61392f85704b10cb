export * from './schema';
export { createMailer, createSmtpMailer, createOutboxMailer, createMemoryMailer, type MemoryMailer } from './mailer';
export { registerMailRoutes } from './mailbox-routes';
export { escapeHtml } from './mailbox-page';
