import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CROSS_SITE_REQUEST, refuseCrossSiteWrites, type ServerConfig } from '@bike/server/core';
import { safeRedirectPath } from '@bike/shared/domain';
import {
  CONSENT_CHOICES, CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS, CONSENT_FORM_PATH, CONSENT_LEVELS_COOKIE, consentForChoice, consentLevelsCookieValue,
  type ConsentChoice,
} from '../src/app/consent-cookie';

/**
 * The consent banner's form, for a choice made before the page's scripts have run (the server
 * HTML paints first and scripts follow): the server writes the decision and its levels into
 * cookies and sends the visitor back to the page they were on, where the banner is no longer
 * rendered and the store takes the levels over once hydrated (consent-banner.tsx). With scripts
 * running the banner never posts.
 *
 * Only the site's own pages may post (a cross-site form is refused, as every write is); the
 * way back is the page's own path, normalised and checked by the one redirect rule
 * (safeRedirectPath), else the home page.
 */
const FORM_BYTES = 4 * 1024;

function refuse(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

export async function registerConsentForm(app: FastifyInstance, config: Pick<ServerConfig, 'publicOrigin'>): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BYTES }, (_request, body, done) =>
      done(null, new URLSearchParams(String(body))),
    );
    scope.post(CONSENT_FORM_PATH, async (request: FastifyRequest, reply) => {
      try {
        refuseCrossSiteWrites(request, config);
      } catch {
        return refuse(reply, 403, CROSS_SITE_REQUEST);
      }
      const form = request.body instanceof URLSearchParams ? request.body : null;
      const choice = form?.get('choice');
      if (!form || !CONSENT_CHOICES.includes(choice as ConsentChoice)) return refuse(reply, 400, 'Choose to accept all, reject all or save your choice.');
      const consent = consentForChoice(choice as ConsentChoice, form.getAll('level'));
      const secure = config.publicOrigin.startsWith('https:') ? '; Secure' : '';
      const cookie = (name: string, value: string) => `${name}=${value}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
      return reply
        .header('set-cookie', [cookie(CONSENT_COOKIE, '1'), cookie(CONSENT_LEVELS_COOKIE, consentLevelsCookieValue(consent))])
        .header('cache-control', 'no-store')
        .redirect(safeRedirectPath(form.get('return')) ?? '/', 303);
    });
  });
}
