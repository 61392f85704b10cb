import { createHash } from 'node:crypto';
import { escapeHtml } from '@bike/server/core';
import { brandName, CONFIRM_PATH, homeLocaleOf, UNSUBSCRIBE_PATH } from './newsletter-mails';

/**
 * The small pages the mail links open: self-contained HTML, no script at all, one form. A GET
 * only shows a page (mail scanners open links before the reader does); the button POSTs to the
 * same path, from our own origin, with the token in the body.
 */
const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { box-sizing: border-box; width: calc(100% - 2rem); max-width: 30rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #d4d4d8; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .brand { font-weight: 600; text-transform: uppercase; letter-spacing: .05em; font-size: .875rem; color: #52525b; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: 6px; border: 2px solid #18181b; background: #18181b; color: #fff; cursor: pointer; min-height: 44px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { color: #1d4ed8; }
`;

/**
 * No script, no other resource, no framing; forms post to this origin only. The one inline
 * style is allowed by its hash, so even an injected style attribute would not apply.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface NewsletterPage {
  status: number;
  html: string;
}

interface PageParts {
  brand: string;
  lang: string;
  title: string;
  lines: string[];
  form?: { action: string; token: string; button: string };
  homeLink?: boolean;
}

/**
 * The referrer policy is strict-origin: the shop link sends our origin, never the page's URL
 * with its token. Not no-referrer: under it a browser sends `Origin: null` with the form's own
 * same-origin POST, which refuseCrossSiteWrites (rightly) refuses.
 */
function page(p: PageParts): string {
  const e = escapeHtml;
  const name = brandName(p.brand);
  const form = p.form
    ? `<form method="post" action="${e(p.form.action)}">
    <input type="hidden" name="token" value="${e(p.form.token)}">
    <button type="submit">${e(p.form.button)}</button>
  </form>`
    : '';
  const home = p.homeLink ? `<p><a href="/${e(homeLocaleOf(p.lang))}">Back to ${e(name)}</a></p>` : '';
  return `<!doctype html>
<html lang="${e(p.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="strict-origin">
<title>${e(p.title)} - ${e(name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="brand">${e(name)}</p>
  <h1>${e(p.title)}</h1>
  ${p.lines.map((line) => `<p>${e(line)}</p>`).join('\n  ')}
  ${form}
  ${home}
</main>
</body>
</html>
`;
}

type Subject = { brand: string; lang: string };

export const confirmFormPage = (s: Subject, token: string): NewsletterPage => ({
  status: 200,
  html: page({
    ...s,
    title: 'Confirm your subscription',
    lines: [`Press the button to receive the ${brandName(s.brand)} newsletter. You can unsubscribe at any time with the link in every mail.`],
    form: { action: CONFIRM_PATH, token, button: 'Confirm my subscription' },
  }),
});

export const subscribedPage = (s: Subject, already: boolean): NewsletterPage => ({
  status: 200,
  html: page({
    ...s,
    title: 'You are subscribed',
    lines: [
      already
        ? `Your subscription to the ${brandName(s.brand)} newsletter was already confirmed. Nothing else to do.`
        : `Thank you for confirming. You will receive the ${brandName(s.brand)} newsletter; every mail has a link to unsubscribe.`,
    ],
    homeLink: true,
  }),
});

export const unsubscribeFormPage = (s: Subject, token: string): NewsletterPage => ({
  status: 200,
  html: page({
    ...s,
    title: 'Unsubscribe from the newsletter',
    lines: [`Press the button and this address will receive no more ${brandName(s.brand)} newsletters.`],
    form: { action: UNSUBSCRIBE_PATH, token, button: 'Unsubscribe' },
    homeLink: true,
  }),
});

export const unsubscribedPage = (s: Subject): NewsletterPage => ({
  status: 200,
  html: page({
    ...s,
    title: 'You are unsubscribed',
    lines: [`This address will receive no more ${brandName(s.brand)} newsletters. Changed your mind? You can subscribe again on our site at any time.`],
    homeLink: true,
  }),
});

export const invalidLinkPage = (s: Subject): NewsletterPage => ({
  status: 400,
  html: page({
    ...s,
    title: 'This link is invalid or has expired',
    lines: ['Check that you opened the whole link from the mail. A confirmation link works for 7 days; to get a new one, subscribe again on our site.'],
    homeLink: true,
  }),
});

export const tooManyAttemptsPage = (s: Subject): NewsletterPage => ({
  status: 429,
  html: page({ ...s, title: 'Too many attempts', lines: ['Please wait a moment and try again.'], homeLink: true }),
});
