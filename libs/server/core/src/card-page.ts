import { createHash } from 'node:crypto';
import { escapeHtml } from './html';

/**
 * The frame of the small pages the server makes outside the remotes for a person to read (the
 * newsletter's link pages, the site server's error pages): self-contained HTML, the brand's
 * name over a heading in one card, no script and no other resource. The one inline style is
 * allowed by its hash (cardPageCsp), so even an injected style attribute would not apply.
 */
const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { box-sizing: border-box; width: calc(100% - 2rem); max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #d4d4d8; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .brand { font-weight: 600; text-transform: uppercase; letter-spacing: .05em; font-size: .875rem; color: #52525b; margin: 0 0 .5rem; }
  .status { color: #52525b; font-size: .875rem; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: 6px; border: 2px solid #18181b; background: #18181b; color: #fff; cursor: pointer; min-height: 44px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { color: #1d4ed8; }
`;

/** No script, no other resource, no framing; forms post to this origin only, or nowhere. */
export function cardPageCsp(formAction: "'self'" | "'none'"): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface CardPageParts {
  /** The html lang attribute. */
  lang: string;
  title: string;
  /** The brand's display name, over the heading and in the title. */
  brandName: string;
  /** The card's content under the heading: HTML whose texts the caller has escaped. */
  body: string;
}

/**
 * The referrer policy is strict-origin: a link sends our origin, never the page's URL (the
 * newsletter's carry a token). Not no-referrer: under it a browser sends `Origin: null` with a
 * form's own same-origin POST, which refuseCrossSiteWrites (rightly) refuses.
 */
export function cardPageHtml(p: CardPageParts): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(p.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="strict-origin">
<title>${e(p.title)} - ${e(p.brandName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="brand">${e(p.brandName)}</p>
  <h1>${e(p.title)}</h1>
  ${p.body}
</main>
</body>
</html>
`;
}
