import type { FastifyInstance } from 'fastify';
import { badRequest } from '@bike/server/core';

/** The link pages' forms and a one-click POST carry a few short fields; anything longer is not ours. */
const FORM_BODY_LIMIT = 4 * 1024;
const MAX_FIELDS = 10;

/**
 * The text fields of a small multipart/form-data body (RFC 7578), which RFC 8058 recommends for
 * the one-click POST (`List-Unsubscribe=One-Click`). File parts are skipped.
 */
export function multipartFields(body: string, contentType: string | undefined): Record<string, string> {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  if (!match) throw badRequest('BAD_REQUEST', 'The multipart body has no boundary');
  const delimiter = `--${match[1] ?? match[2]}`;
  const entries: Array<[string, string]> = [];
  for (const part of body.split(delimiter).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /;\s*name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined || /;\s*filename\*?=/i.test(head)) continue;
    entries.push([name, part.slice(split + 4).replace(/\r\n$/, '')]);
    if (entries.length > MAX_FIELDS) throw badRequest('BAD_REQUEST', 'The form has too many fields');
  }
  return Object.fromEntries(entries);
}

/** Form posts (urlencoded and multipart) in `scope` only: the JSON API elsewhere keeps refusing them. */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const params = new URLSearchParams(String(body));
    if ([...params.keys()].length > MAX_FIELDS) return done(badRequest('BAD_REQUEST', 'The form has too many fields'), undefined);
    done(null, Object.fromEntries(params));
  });
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (request, body, done) => {
    try {
      done(null, multipartFields(String(body), request.headers['content-type']));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** A form post (the link pages, a mail program's one-click POST) rather than a JSON API call. */
export function isFormPost(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}
