import { escapeHtml } from '@bike/server/core';
import { LOCALES, toBcp47 } from '@bike/shared/i18n';
import type { PageMeta } from '@bike/shared/remote-kit';
import { earlyClickCapture } from '../src/app/early-clicks';

/** JSON inside <script>: no way to close the tag or start a comment from data. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface DocumentParts {
  lang: string;
  meta: PageMeta;
  origin: string;
  /** Path below the locale prefix, '' for home; null when the page has no alternates (errors). */
  pathBelowLocale: string | null;
  locale: string;
  brandCss: string;
  stylesheets: string[];
  scripts: string[];
  bootData: unknown;
  hydrationData: unknown;
  body: string;
  themeColor: string;
  /** The brand's logo as a data URI, used as the page icon. */
  iconHref: string;
  /**
   * The response's Content-Security-Policy nonce: only scripts carrying it run; the scripts they
   * insert (federation remotes, chunks) are trusted through 'strict-dynamic'.
   */
  nonce: string;
}

/**
 * The shell's scripts are requested once the server's HTML has painted, not while it loads: the
 * page is complete without them, and on a slow connection ~150 KiB of script fetched alongside
 * the HTML, its CSS and the first image delays the first paint (and what a speed test counts as
 * the largest paint) by a second or more. A frame callback plus a zero timeout runs after the
 * first frame; the one-second timeout covers a tab opened in the background, which paints no
 * frame. Inserted scripts with async=false run in order, as defer scripts would; they are
 * trusted through the nonce policy's 'strict-dynamic'.
 */
export function scriptsAfterFirstPaint(scripts: string[]): string {
  return (
    `(function(s){var d;function go(){if(d)return;d=1;s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=false;document.head.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})(${safeJson(scripts)})`
  );
}

/** The HTML page around the rendered app: head for search engines and sharing, then the app. */
export function htmlDocument(p: DocumentParts): string {
  const canonicalPath = p.pathBelowLocale === null ? null : `/${p.locale}${p.pathBelowLocale ? `/${p.pathBelowLocale}` : ''}`;
  const alternates =
    canonicalPath === null
      ? ''
      : LOCALES.map((l) => `<link rel="alternate" hreflang="${toBcp47(l.code)}" href="${p.origin}/${l.code}${p.pathBelowLocale ? `/${escapeHtml(p.pathBelowLocale)}` : ''}">`).join('') +
        `<link rel="alternate" hreflang="x-default" href="${p.origin}/en_INT${p.pathBelowLocale ? `/${escapeHtml(p.pathBelowLocale)}` : ''}">`;
  const og = p.meta.openGraph ?? {};
  const openGraph = [
    ['og:title', p.meta.title],
    ['og:description', p.meta.description ?? ''],
    ['og:type', og['type'] ?? 'website'],
    ...(canonicalPath ? [['og:url', p.origin + canonicalPath]] : []),
    // Pages give image paths; sharing sites need absolute URLs.
    ...Object.entries(og).filter(([k]) => k !== 'type').map(([k, v]) => [`og:${k}`, k === 'image' && v?.startsWith('/') ? p.origin + v : v]),
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v!)}">`)
    .join('');
  const nonceAttr = escapeHtml(p.nonce);
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script nonce="${nonceAttr}">${earlyClickCapture}</script>
<title>${escapeHtml(p.meta.title)}</title>
${p.meta.description ? `<meta name="description" content="${escapeHtml(p.meta.description)}">` : ''}
<meta name="theme-color" content="${p.themeColor}">
<link rel="icon" type="image/svg+xml" href="${escapeHtml(p.iconHref)}">
${canonicalPath ? `<link rel="canonical" href="${p.origin}${canonicalPath}">` : '<meta name="robots" content="noindex">'}
${alternates}
${openGraph}
${p.meta.jsonLd ? `<script type="application/ld+json">${safeJson(p.meta.jsonLd)}</script>` : ''}
<style id="brand-tokens">${p.brandCss}</style>
${p.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
</head>
<body>
<div id="root">${p.body}</div>
<script nonce="${nonceAttr}">window.__SHOP__=${safeJson(p.bootData)};window.__staticRouterHydrationData=${safeJson(p.hydrationData)};</script>
<script nonce="${nonceAttr}">${scriptsAfterFirstPaint(p.scripts)}</script>
</body>
</html>`;
}
