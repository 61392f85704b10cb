import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { BRAND_DISPLAY_NAMES, DEFAULT_BRAND, isBrand } from '@bike/shared/brand';
import { findLocale, type Language } from '@bike/shared/i18n';
import { apiErrorHandler, apiFrameworkErrors, cardPageCsp, cardPageHtml, describeErrorForLog, escapeHtml, negotiateLanguage, toApiError } from '@bike/server/core';
import { translator, type MailCatalogue } from '@bike/server/mail';
import { isApiPath } from '@bike/server/app';
import { de } from './page-messages/de';
import { en, type ErrorPageMessages } from './page-messages/en';
import { es } from './page-messages/es';
import { fr } from './page-messages/fr';
import { it } from './page-messages/it';
import { nl } from './page-messages/nl';

/**
 * The site server's own error pages (issue 33: "the server's error pages speak the visitor's
 * language"). A browser that asks for a page the remotes cannot draw (an address no page can
 * have, a malformed URL, a failure outside the page's React tree) gets a small page in its
 * language instead of the API's JSON: the language of the address's locale prefix when it has
 * a known one, else the Accept-Language header's (negotiateLanguage), else English. Programs
 * (API paths, other methods, no text/html in Accept) keep the JSON shape. Like the newsletter's
 * link pages it is a card page (@bike/server/core): no script, one style allowed by its hash; the 404 of a well-formed
 * address is not here: the shell renders it with the site's header and navigation.
 */
type Key = keyof ErrorPageMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

/** The card frame's policy (@bike/server/core card-page.ts): the page has no form. */
export const ERROR_PAGE_CSP = cardPageCsp("'none'");

export interface ErrorPageLanguage {
  language: Language;
  /** The html lang attribute. */
  bcp47: string;
  /** The home page the page links: the address's locale, else the root (which picks one). */
  home: string;
}

/** The address's locale prefix when it is a known one, else the visitor's Accept-Language. */
export function errorPageLanguage(path: string, acceptLanguage: string | string[] | undefined): ErrorPageLanguage {
  const locale = findLocale(path.split('/')[1]?.split('?')[0]);
  if (locale) return { language: locale.language, bcp47: locale.iso, home: `/${locale.code}` };
  const language = negotiateLanguage(acceptLanguage);
  return { language, bcp47: language, home: '/' };
}

/** What went wrong: the address, our side, or a shop whose database is still empty (empty-shop.ts). */
export type ErrorPageKind = 'badRequest' | 'serverError' | 'notOpen';

export function errorPageHtml(kind: ErrorPageKind, status: number, where: ErrorPageLanguage, brand: string): string {
  const e = escapeHtml;
  const t = translator(TEXTS, where.language, where.bcp47);
  const name = isBrand(brand) ? BRAND_DISPLAY_NAMES[brand] : BRAND_DISPLAY_NAMES[DEFAULT_BRAND];
  const body = [
    `<p>${e(t(`${kind}.text`, { brand: name }))}</p>`,
    `<p><a href="${e(where.home)}">${e(t('home', { brand: name }))}</a></p>`,
    `<p class="status">${e(t('status', { status }))}</p>`,
  ].join('\n  ');
  return cardPageHtml({ lang: where.bcp47, title: t(`${kind}.title`), brandName: name, body });
}

/** A browser asking for a page: GET or HEAD, not an API path, and HTML among what it accepts. */
export function wantsErrorPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (isApiPath(path) || path.startsWith('/remotes/') || path.startsWith('/assets/')) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/** Sends the error page; by default 4xx statuses are the "address" page, anything else the "our side" one. */
export function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  brand: string,
  kind: ErrorPageKind = status < 500 ? 'badRequest' : 'serverError',
): FastifyReply {
  const where = errorPageLanguage(request.url, request.headers['accept-language']);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', ERROR_PAGE_CSP)
    .header('content-language', where.bcp47)
    .header('vary', 'Accept, Accept-Language')
    .send(errorPageHtml(kind, status, where, brand));
}

type BrandForHost = (host: string) => string;
type FrameworkErrors = NonNullable<FastifyServerOptions['frameworkErrors']>;

/**
 * For Fastify's `frameworkErrors` (a malformed URL never reaches a route): the API's JSON 400
 * for programs, the error page for a browser.
 */
export const pageFrameworkErrors =
  (brandForHost: BrandForHost): FrameworkErrors =>
  (error, request, reply) =>
    wantsErrorPage(request) ? sendErrorPage(request, reply, toApiError(error).status, brandForHost(request.headers.host ?? '')) : apiFrameworkErrors(error, request, reply);

/**
 * The root instance's error handler: a failure outside the API's own scope (which keeps its
 * handler) answers a program in the API's JSON shape and a browser with the error page. A 5xx is
 * logged without the error's details (describeErrorForLog), as the API logs its own.
 */
export function registerErrorPages(app: FastifyInstance, brandForHost: BrandForHost): void {
  app.setErrorHandler((error, request, reply) => {
    if (!wantsErrorPage(request)) return apiErrorHandler(error, request, reply);
    const status = toApiError(error).status;
    if (status >= 500) request.log.error({ err: describeErrorForLog(error) }, 'page failed');
    return sendErrorPage(request, reply, status, brandForHost(request.headers.host ?? ''));
  });
}
