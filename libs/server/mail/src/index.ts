export * from './schema';
export { createMailer, createSmtpMailer, createOutboxMailer, createMemoryMailer, type MemoryMailer } from './mailer';
export { registerMailRoutes } from './mailbox-routes';
export { fillTemplate, letterMail, mailLanguageOf, type MailLanguage } from './mail-text';
// Kept for the mail builders that import it from here; the one copy lives in @bike/server/core.
export { escapeHtml } from '@bike/server/core';
// The mail layer (issue 33): one language rule, catalogues per library, a branded frame, both parts.
export { mailLocale, marketLocales, type MailLocaleChoice } from './layer/mail-locale';
export { translator, type MailCatalogue, type Translate } from './layer/mail-catalogue';
export type { MailBlock, MailContext, MailFooterLine } from './layer/mail-blocks';
export { composeMail, defineMail, mailContext, renderMail, textPart, type MailTemplate, type RenderedMail, type RenderOptions } from './layer/render-mail';
// For the tests of every mail kind: six languages, both parts, well-formed, links, no English left.
export { mailKindProblems, CHECK_LOCALES, ENGLISH_GIVEAWAYS } from './layer/mail-checks';
export { htmlProblems } from './layer/well-formed';
